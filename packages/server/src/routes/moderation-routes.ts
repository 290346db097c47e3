import { notFound } from '../http/api-failure.js';
import { type DomainRoutes, route } from '../http/endpoints.js';
import { authorizedOperator } from '../http/member.js';
import { appealRestriction, appealsFor, decideAppeal, statementOf } from '../moderation/appeals.js';
import { decideNotice, noticesOf } from '../moderation/notices.js';
import { acknowledgeRestriction, ownRestrictionsOf } from '../moderation/own-restrictions.js';
import { decidePhoto, photoQueueOf, reviewFileOf } from '../moderation/photo-review.js';
import { decideProfileText, profileTextQueueOf } from '../moderation/profile-texts.js';
import { decideReport, reportsOf } from '../moderation/reports.js';
import { liftRestriction } from '../moderation/restrictions.js';
import { transparencyOf } from '../moderation/transparency.js';
import { insightOf } from '../operators/insight.js';
import {
  deleteMemberAccount,
  grantCredits,
  reactivateMemberAccount,
  resendMemberConfirmation,
} from '../operators/member-actions.js';
import { findMembers, memberRecordOf, restrictFromRecord } from '../operators/member-records.js';
import { refundPayment } from '../payments/support-refunds.js';

/**
 * Moderation: the back office's queue of reports and notices and the decisions on them
 * (`/api/operator/reports.php`, `report-decision.php`, `notices.php`, `notice-decision.php`,
 * `lift.php`), the transparency figures (`transparency.php`), the brand's insight (`insight.php`), the review of profile texts
 * (`profile-texts.php`, `profile-text-decision.php`), the appeals
 * (`appeals.php`, `appeal-decision.php`), the photo review (`photos.php`, `photo-decision.php`,
 * and the photos' files at `photo-file/{id}/{full|thumb}`, whatever their status), for the roles
 * `OPERATOR_ENDPOINT_ROLES` names; the members (`members.php`, `member.php`, `restrict.php`, `reactivate-member.php`,
 * `credits.php`, `confirmation.php`, `delete-member.php`, `refund.php`); and the
 * member's side: their own restrictions not read in the app yet (`/api/restrictions.php`), a
 * statement of reasons at its link (`/api/statement.php`) and the appeal against
 * it (`/api/appeal.php`), which need no login (a suspended or banned member has none).
 */
export const moderationRoutes: DomainRoutes = async (app, { context }) => {
  const { database, clock } = context;

  route(app, context, 'getReports', async ({ brand, query }) =>
    reportsOf(database, brand.slug, query, clock.now()),
  );

  route(app, context, 'decideReport', async ({ brand, operator, body }) => {
    const origin = context.siteAddress(brand);
    const report = await decideReport(database, brand, operator, body, origin, clock.now());
    void context.mail.flush();
    return { report };
  });

  route(app, context, 'getNotices', async ({ brand, query }) =>
    noticesOf(database, brand.slug, query, clock.now()),
  );

  route(app, context, 'decideNotice', async ({ brand, operator, body }) => {
    const origin = context.siteAddress(brand);
    const notice = await decideNotice(database, brand, operator, body, origin, clock.now());
    void context.mail.flush();
    return { notice };
  });

  route(app, context, 'getInsight', async ({ brand }) =>
    insightOf(database, brand.slug, clock.now()),
  );

  route(app, context, 'getTransparency', async ({ brand, query }) =>
    transparencyOf(database, brand.slug, query.year, query.half),
  );

  route(app, context, 'liftRestriction', async ({ brand, operator, body }) => {
    const restriction = await liftRestriction(database, brand.slug, operator, body, clock.now());
    if (!restriction) throw notFound('restriction', 'restriction');
    return { restriction };
  });

  route(app, context, 'getAppeals', async ({ brand, operator }) => ({
    appeals: await appealsFor(database, brand.slug, operator.id, clock.now()),
  }));

  route(app, context, 'decideAppeal', async ({ brand, operator, body }) => {
    const restriction = await decideAppeal(database, brand, operator, body, clock.now());
    void context.mail.flush();
    return { restriction };
  });

  route(app, context, 'getPhotoQueue', async ({ brand, query }) =>
    photoQueueOf(database, brand.slug, query.after, clock.now()),
  );

  route(app, context, 'decidePhoto', async ({ brand, operator, body }) => {
    const origin = context.siteAddress(brand);
    const decided = await decidePhoto(database, brand, operator, body, origin, clock.now());
    void context.mail.flush();
    return decided;
  });

  route(app, context, 'getProfileTextQueue', async ({ brand }) =>
    profileTextQueueOf(database, brand.slug, clock.now()),
  );

  route(app, context, 'decideProfileText', async ({ brand, operator, body }) => {
    const origin = context.siteAddress(brand);
    const decided = await decideProfileText(database, brand, operator, body, origin, clock.now());
    void context.mail.flush();
    return decided;
  });

  // A file, not an answer of the table: its access is the photo review's (the operator's cookie
  // reaches only /api/operator/, so the review's images live below it).
  app.get<{ Params: { id: string; size: string } }>(
    '/api/operator/photo-file/:id/:size',
    async (request, reply) => {
      await authorizedOperator(context, request, 'getPhotoQueue');
      const { id, size } = request.params;
      const photoId = Number(id);
      const file =
        Number.isSafeInteger(photoId) && photoId > 0 && (size === 'full' || size === 'thumb')
          ? await reviewFileOf(database, request.brand.slug, photoId, size)
          : undefined;
      if (!file) throw notFound('photo');
      return reply
        .header('cache-control', 'private, no-cache')
        .sendFile(file, context.uploadsDir, { cacheControl: false });
    },
  );

  route(app, context, 'findMembers', async ({ brand, query }) => ({
    members: await findMembers(database, brand.slug, query.q),
  }));

  route(app, context, 'getMemberRecord', async ({ brand, operator, query }) =>
    memberRecordOf(database, brand.slug, operator, query.id, clock.now()),
  );

  route(app, context, 'restrictMember', async ({ brand, operator, body }) => {
    const origin = context.siteAddress(brand);
    const restriction = await restrictFromRecord(
      database,
      brand,
      operator,
      body,
      origin,
      clock.now(),
    );
    void context.mail.flush();
    return { restriction };
  });

  route(app, context, 'grantCredits', async ({ brand, operator, body }) =>
    grantCredits(database, brand.slug, operator, body, clock.now()),
  );

  route(app, context, 'resendMemberConfirmation', async ({ brand, operator, body }) => {
    const origin = context.siteAddress(brand);
    await resendMemberConfirmation(database, brand, operator, body.member, origin, clock.now());
    void context.mail.flush();
    return { ok: true as const };
  });

  route(app, context, 'deleteMember', async ({ brand, operator, body }) => {
    const origin = context.siteAddress(brand);
    const member = await deleteMemberAccount(database, brand, operator, body, origin, clock.now());
    void context.mail.flush();
    return { member };
  });

  route(app, context, 'reactivateMember', async ({ brand, operator, body }) => ({
    member: await reactivateMemberAccount(database, brand.slug, operator, body, clock.now()),
  }));

  route(app, context, 'refundPayment', async ({ brand, operator, body }) => {
    const refund = await refundPayment(database, brand, operator, body, clock.now());
    void context.mail.flush();
    void context.refunds.flush();
    return refund;
  });

  route(app, context, 'getOwnRestrictions', async ({ member }) =>
    ownRestrictionsOf(database, member.id),
  );

  route(app, context, 'acknowledgeRestriction', async ({ member, body }) =>
    acknowledgeRestriction(database, member.id, body.id, clock.now()),
  );

  route(app, context, 'getStatement', async ({ brand, query }) => ({
    statement: await statementOf(database, brand.slug, query.token),
  }));

  route(app, context, 'appeal', async ({ brand, body }) => ({
    statement: await appealRestriction(database, brand.slug, body, clock.now()),
  }));
};
