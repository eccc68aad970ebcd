// Divisions: request and response schemas (partner API) and the renderer.
// The division's postal address is neither published nor writable here.
import { Type, type Static } from 'typebox';
import {
  BodySiteId,
  CreatedOn,
  cursorQuery,
  idString,
  NextCursor,
  pageLimitQuery,
  Nullable,
  named,
  SiteIdField,
  UpdatedOn,
} from '../http/schema-helpers.ts';
import type { DivisionRecord } from './repo.ts';
import { PAGES } from '../http/operations/pages.ts';

const DivisionIdValue = Type.Unsafe<number>({ type: 'integer', minimum: 1, maximum: 999999999, 'x-error-code': 'invalid_division_id' });

export const DivisionIdParams = Type.Object({ divisionId: idString('invalid_division_id') }, { additionalProperties: false });
export const DivisionListQuery = Type.Object(
  {
    siteId: Type.Optional(idString('invalid_site_id')),
    parentId: Type.Optional(idString('invalid_division_id', 9, 'Only the direct children of this division.')),
    cursor: cursorQuery,
    limit: pageLimitQuery(PAGES.divisions),
  },
  { additionalProperties: false },
);

const Name = (description: string) => Type.String({ minLength: 1, maxLength: 200, description });
const Code = (description: string) => Type.String({ minLength: 1, maxLength: 100, description });
const ParentId = Type.Optional(
  Nullable(DivisionIdValue, { description: 'The parent division; null for a root (divisions are published flat with parent links).' }),
);
/** A division's id, in its answers. */
export const DivisionId = Type.Integer({ description: "The division's id (null where the record has none)." });

export const NewDivisionBody = named(
  'NewDivision',
  Type.Object(
    {
      siteId: BodySiteId,
      name: Name("The division's name."),
      code: Code('A label, unique on the site (best-effort: a duplicate is 409 division_code_conflict).'),
      parentId: ParentId,
    },
    { additionalProperties: false, examples: [{ siteId: 1, name: 'North region', code: 'NORTH', parentId: 1 }] },
  ),
);

export const DivisionPatchBody = named(
  'DivisionPatch',
  Type.Object(
    {
      name: Type.Optional(Name("The division's name; null is refused.")),
      code: Type.Optional(Code('A label, unique on the site; null is refused.')),
      parentId: ParentId,
      active: Type.Optional(Type.Boolean({ description: 'Whether the division is active; null is refused.' })),
    },
    { additionalProperties: false, minProperties: 1, examples: [{ name: 'East region (retail)', parentId: null }] },
  ),
);

const example = {
  divisionId: 12,
  siteId: 1,
  name: 'East region',
  code: 'EAST',
  parentId: 4,
  active: true,
  taxExempt: false,
  auditSalesTaxForTerms: false,
  createdOn: '2026-01-15T12:00:00.000Z',
  updatedOn: '2026-01-15T12:00:00.000Z',
};

export const Division = named(
  'Division',
  Type.Object(
    {
      divisionId: DivisionId,
      siteId: SiteIdField,
      name: Type.String({ description: "The division's name." }),
      code: Type.String({ description: 'A label, not a key.' }),
      parentId: Nullable(Type.Integer({ description: 'null = root.' })),
      active: Type.Boolean({ description: 'Inactive divisions stay listed.' }),
      taxExempt: Type.Boolean({ description: 'Tax exempt (never null).' }),
      auditSalesTaxForTerms: Type.Boolean({ description: 'Whether sales tax is audited for terms orders.' }),
      createdOn: CreatedOn,
      updatedOn: UpdatedOn,
    },
    { additionalProperties: false, examples: [example] },
  ),
);
export const DivisionList = Type.Object(
  { divisions: Type.Array(Division, { description: 'The page of divisions.' }), nextCursor: NextCursor },
  { additionalProperties: false, examples: [{ divisions: [example], nextCursor: null }] },
);
export const DivisionCreated = Type.Object({ divisionId: DivisionId }, { additionalProperties: false, examples: [{ divisionId: 12 }] });

export type NewDivisionBody = Static<typeof NewDivisionBody>;
export type DivisionPatchBody = Static<typeof DivisionPatchBody>;

export function renderDivision(d: DivisionRecord) {
  return {
    divisionId: d.id,
    siteId: d.siteId,
    name: d.name,
    code: d.code,
    parentId: d.parentId,
    active: d.active,
    taxExempt: d.taxExempt,
    auditSalesTaxForTerms: d.auditSalesTaxForTerms,
    createdOn: d.createdAt.toISOString(),
    updatedOn: d.updatedAt.toISOString(),
  };
}
