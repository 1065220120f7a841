/**
 * Short identifiers shown in dashboard headers (spec §2): a client's reference is the last 8
 * characters of their id, a lawyer's Bar ID the last 6 of their user id. Shown in upper case so
 * they read the same on the phone as on screen.
 */
export function clientReference(clientId: string): string {
  return clientId.slice(-8).toUpperCase();
}

export function barId(userId: string): string {
  return userId.slice(-6).toUpperCase();
}
