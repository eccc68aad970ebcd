// Artwork's problems, one factory per case with its wording.
import { problem } from '../errors/catalogue.ts';

export const artworkErrors = {
  itemCancelled: (orderNumber: number, itemNumber: number) =>
    problem('order_item_cancelled', `Item ${itemNumber} of order ${orderNumber} is cancelled.`),
  noReservation: (name: string, itemNumber: number) =>
    problem('artwork_reservation_not_usable', `No reservation '${name}' on item ${itemNumber}.`),
  alreadyAttached: (name: string) => problem('artwork_reservation_not_usable', `Reservation '${name}' is already attached.`),
  nothingUploaded: (name: string) => problem('artwork_reservation_not_usable', `Nothing has been uploaded for reservation '${name}' yet.`),
};
