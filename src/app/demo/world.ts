// What the demo seed made and what the banner, the CLI and tests need of it.
export interface DemoWorld {
  partnerId: number;
  partnerName: string;
  clientId: string;
  clientSecret: string;
  /** Sites granted to the demo partner. */
  siteIds: number[];
  /** A site the demo partner is not granted: its records answer 404. */
  otherSiteId: number;
  orderingUserIds: Record<string, number>;
}
