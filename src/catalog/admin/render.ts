// Back-office representation of a product, shared by the admin API and the CLI's --json output.
import type { AdminProductView } from './service.ts';
import { formatProductId } from '../ids.ts';
import { money } from '../rules.ts';
import { renderImage, renderProductDetail } from '../render.ts';

export function renderAdminProduct(view: AdminProductView) {
  return {
    ...renderProductDetail(view),
    masterProductId: formatProductId('SLO', view.product.masterId),
    fulfilmentCentreId: view.product.fulfilmentCentreId,
    images: view.images.map(renderImage),
    priceTiers: view.priceTiers.map((t) => ({ minQuantity: t.minQuantity, unitPrice: money(t.unitPrice) })),
    template: view.template,
  };
}

export type AdminProduct = ReturnType<typeof renderAdminProduct>;
