/** Sends the visitor on to a page of another site (the card payment page): a whole page load. */
export function leaveSite(address: string): void {
  window.location.assign(address);
}
