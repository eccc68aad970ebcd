// The back office's catalog answers, the admin routes' response schemas: the
// partner API's product records (ProductDetail, Image, Product) plus what staff also see (renderAdminProduct).
import { Type } from 'typebox';
import { DecimalString, Nullable, named } from '../../http/schema-helpers.ts';
import { adminPage, closed } from '../../http/openapi/admin-answers.ts';
import { Image, ProductDetailSchema, ProductSummary, Segment, TemplateSchema } from '../schemas.ts';
import { SEGMENTS } from '../fields.ts';
import { ADMIN } from './schemas.ts';

export const AdminCatalogProduct = named(
  'AdminCatalogProduct',
  Type.Object(
    {
      ...ProductDetailSchema.properties,
      // Staff read these as any record's (the keys keep their place).
      code: Type.String({ description: "The record's code, unique where the record lives." }),
      name: Type.String({ description: "The product's name, as shown to buyers." }),
      description: Nullable(Type.String(), { description: 'Free-text description.' }),
      masterProductId: Type.String({ description: 'The master product (SLO_…); a share’s own id is SLS_….' }),
      fulfilmentCentreId: Nullable(Type.Integer(), { description: "The fulfilment centre's id." }),
      images: Type.Array(Image, { description: "The product's images." }),
      priceTiers: Type.Array(
        Type.Object({ minQuantity: Type.Integer({ description: ADMIN.minQuantity }), unitPrice: DecimalString }, closed),
        { description: 'Unit price by minimum quantity, lowest tier first.' },
      ),
      template: Nullable(
        Type.Object(
          { vendor: Type.String({ description: ADMIN.vendor }), templateId: Nullable(Type.String(), { description: ADMIN.templateId }) },
          closed,
        ),
        { description: ADMIN.template },
      ),
    },
    closed,
  ),
);

// The partner API's records the back office answers as they are.
export { Segment, TemplateSchema };

export const AdminProductList = adminPage('AdminProduct', 'products', ProductSummary, { description: 'The page of products.' });
export const AdminSegmentList = adminPage('AdminSegment', 'segments', Segment, { description: SEGMENTS });
