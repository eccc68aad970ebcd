// The back office's catalog answers as published (src/http/openapi/admin-answers.ts): the
// partner API's product records (ProductDetail, Image, Product) plus what staff also see (renderAdminProduct).
import { Type } from 'typebox';
import { DecimalString, Nullable, named } from '../../http/schema-helpers.ts';
import { adminPage, closed } from '../../http/openapi/admin-answers.ts';
import { Image, ProductDetailSchema, ProductSummary, Segment, TemplateSchema } from '../schemas.ts';

const AdminCatalogProduct = named(
  'AdminCatalogProduct',
  Type.Object(
    {
      ...ProductDetailSchema.properties,
      masterProductId: Type.String({ description: 'The master product (SLO_…); a share’s own id is SLS_….' }),
      fulfilmentCentreId: Nullable(Type.Integer()),
      images: Type.Array(Image),
      priceTiers: Type.Array(Type.Object({ minQuantity: Type.Integer(), unitPrice: DecimalString }, closed)),
      template: Nullable(Type.Object({ vendor: Type.String(), templateId: Type.String() }, closed)),
    },
    closed,
  ),
);

export const CATALOG_ANSWERS = {
  catalogProductsList: adminPage('AdminProduct', 'products', ProductSummary),
  catalogProductsCreate: AdminCatalogProduct,
  catalogProductsShow: AdminCatalogProduct,
  catalogProductsUpdate: AdminCatalogProduct,
  catalogProductsSetPriceTiers: AdminCatalogProduct,
  catalogProductsSetTemplate: AdminCatalogProduct,
  catalogProductsSetSegments: AdminCatalogProduct,
  catalogSharesCreate: AdminCatalogProduct,
  catalogSharesUpdate: AdminCatalogProduct,
  catalogVariantsAdd: AdminCatalogProduct,
  catalogVariantsUpdate: AdminCatalogProduct,
  catalogImagesAdd: AdminCatalogProduct,
  catalogImagesUpdate: AdminCatalogProduct,
  catalogTemplatesPut: TemplateSchema,
  catalogSegmentsList: adminPage('AdminSegment', 'segments', Segment),
  catalogSegmentsCreate: Segment,
  catalogSegmentsUpdate: Segment,
};
