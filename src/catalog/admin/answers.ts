// The back office's catalog answers, the admin routes' response schemas: the
// partner API's product records (ProductDetail, Image, Product) plus what staff also see (renderAdminProduct).
import { Type } from 'typebox';
import { DecimalString, Nullable, named } from '../../http/schema-helpers.ts';
import { adminPage, closed } from '../../http/openapi/admin-answers.ts';
import { Image, ProductDetailSchema, ProductSummary, Segment, TemplateSchema } from '../schemas.ts';

export const AdminCatalogProduct = named(
  'AdminCatalogProduct',
  Type.Object(
    {
      ...ProductDetailSchema.properties,
      masterProductId: Type.String({ description: 'The master product (SLO_…); a share’s own id is SLS_….' }),
      fulfilmentCentreId: Nullable(Type.Integer()),
      images: Type.Array(Image),
      priceTiers: Type.Array(Type.Object({ minQuantity: Type.Integer(), unitPrice: DecimalString }, closed)),
      template: Nullable(Type.Object({ vendor: Type.String(), templateId: Nullable(Type.String()) }, closed)),
    },
    closed,
  ),
);

// The partner API's records the back office answers as they are.
export { Segment, TemplateSchema };

export const AdminProductList = adminPage('AdminProduct', 'products', ProductSummary);
export const AdminSegmentList = adminPage('AdminSegment', 'segments', Segment);
