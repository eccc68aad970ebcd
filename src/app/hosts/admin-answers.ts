// The back office's published success answers, by admin operationId
// (src/http/openapi/admin-answers.ts puts them into the admin document; each
// area's answers.ts declares its own). An operation not named here publishes
// the schema its route declares; test/docs/admin-answers.test.ts refuses an
// admin 2xx answer without one.
import type { TSchema } from 'typebox';
import { CATALOG_ANSWERS } from '../../catalog/admin/answers.ts';
import { CREDIT_ANSWERS } from '../../credit/admin/answers.ts';
import { DIVISION_ANSWERS } from '../../divisions/admin/answers.ts';
import { CERTIFICATE_ANSWERS } from '../../identity/mtls/admin/answers.ts';
import { STAFF_ANSWERS } from '../../identity/signin/admin/answers.ts';
import { ORDER_ANSWERS } from '../../orders/admin/answers.ts';
import { PARTNER_ANSWERS } from '../../partners/admin/answers.ts';
import { RETENTION_ANSWERS } from '../../retention/admin/answers.ts';
import { SHIPPING_ANSWERS } from '../../shipping/admin/answers.ts';
import { SITE_ANSWERS } from '../../sites/admin/answers.ts';
import { SUBMISSION_ANSWERS } from '../../submissions/admin/answers.ts';
import { USER_ANSWERS } from '../../users/admin/answers.ts';

export const ADMIN_ANSWERS: Readonly<Record<string, TSchema>> = {
  ...SITE_ANSWERS,
  ...PARTNER_ANSWERS,
  ...CATALOG_ANSWERS,
  ...SHIPPING_ANSWERS,
  ...USER_ANSWERS,
  ...DIVISION_ANSWERS,
  ...CREDIT_ANSWERS,
  ...SUBMISSION_ANSWERS,
  ...RETENTION_ANSWERS,
  ...ORDER_ANSWERS,
  ...CERTIFICATE_ANSWERS,
  ...STAFF_ANSWERS,
};
