/**
 * @simplewebauthn/server and its helpers take about two seconds to load (their crypto and CBOR
 * stack). Only passkey requests need them, so they load on the first such request instead of at
 * every server start (and in every API test file, which starts the whole app).
 */
export const webauthn = () => import('@simplewebauthn/server');
export const webauthnHelpers = () => import('@simplewebauthn/server/helpers');
