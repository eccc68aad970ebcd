// Artwork's problems, one factory per case with its wording. A cancelled
// item is the orders area's `orderErrors.itemCancelled` (one factory per code).
import { problem } from '../errors/catalogue.ts';

export const artworkErrors = {
  noReservation: (name: string, itemNumber: number) =>
    problem('artwork_reservation_not_usable', `No reservation '${name}' on item ${itemNumber}.`),
  alreadyAttached: (name: string) => problem('artwork_reservation_not_usable', `Reservation '${name}' is already attached.`),
  nothingUploaded: (name: string) => problem('artwork_reservation_not_usable', `Nothing has been uploaded for reservation '${name}' yet.`),
};
