import { MAX_PHOTO_BYTES } from '@dating/contract';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ApiFailure, parseInput, validationFailed } from './api-failure.js';

const tooLarge = () =>
  new ApiFailure(
    413,
    'photo_too_large',
    `The photo is larger than ${MAX_PHOTO_BYTES / 1024 / 1024} MB`,
  );

/** The text fields of a multipart part list, as an object. */
function textFields(file: MultipartFile): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(file.fields)) {
    if (value && !Array.isArray(value) && value.type === 'field' && name !== file.fieldname) {
      fields[name] = value.value;
    }
  }
  return fields;
}

/**
 * Reads the one photo of a multipart upload (the file field `photo`, the text fields before it,
 * checked with `fieldsSchema`): a profile photo's or a chat photo's. Not multipart, no file,
 * another field: 400 `photo: required`. Too large: 413. A body that ends before the file does (a
 * dropped connection, a forged length): 400 `photo: invalid`.
 */
export async function readPhotoUpload<Fields extends z.ZodType>(
  request: Pick<FastifyRequest, 'file'>,
  fieldsSchema: Fields,
): Promise<{ data: Buffer; fields: z.output<Fields> }> {
  let file: MultipartFile | undefined;
  try {
    file = await request.file({ limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 10 } });
  } catch {
    throw validationFailed({ photo: 'required' });
  }
  if (file?.fieldname !== 'photo') throw validationFailed({ photo: 'required' });
  const fields = parseInput(fieldsSchema, textFields(file));
  let data: Buffer;
  try {
    data = await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw validationFailed({ photo: 'invalid' });
  }
  if (file.file.truncated) throw tooLarge();
  return { data, fields };
}
