import { Fragment } from 'react';

/**
 * An e-mail address (or any text with `@` and dots) that may wrap before its `@` and after its
 * dots, where a narrow table column needs it, instead of in the middle of a word.
 */
export function Breakable({ text }: { text: string }) {
  const parts = text.split(/(?=@)|(?<=\.)/);
  return (
    <>
      {parts.map((part, index) => (
        // The parts of one text never change order: the index is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
