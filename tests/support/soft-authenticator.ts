import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A software authenticator: makes real WebAuthn answers (W3C WebAuthn Level 3 §6) in Node, so the
 * API tests check the server's verification itself without a browser. Each passkey is a P-256
 * key pair made here; the server sees only what a platform authenticator would send: attestation
 * 'none', authenticator data with the flags and signature counter, and ES256 signatures.
 */

/** Bytes on an ArrayBuffer, as the library's helpers take them. */
type Bytes = Uint8Array<ArrayBuffer>;

type Credential = { id: string; privateKey: KeyObject; userHandle: string; counter: number };

type CreationOptions = { challenge: string; user: { id: string }; excludeCredentials?: { id: string }[] };
type RequestOptions = { challenge: string; allowCredentials?: { id: string }[] };

const FLAG_UP = 0x01; // user present
const FLAG_UV = 0x04; // user verified (PIN, fingerprint)
const FLAG_AT = 0x40; // attested credential data follows

const b64url = (bytes: Bytes) => isoBase64URL.fromBuffer(bytes);
const sha256 = (data: Bytes | string): Bytes => new Uint8Array(createHash('sha256').update(data).digest());
const uint32 = (n: number): Bytes => {
  const out = new Uint8Array(4);
  new DataView(out.buffer).setUint32(0, n);
  return out;
};

export class SoftAuthenticator {
  readonly credentials = new Map<string, Credential>();

  constructor(
    private readonly rp: { id: string; origin: string },
    private readonly options: { userVerified: boolean } = { userVerified: true },
  ) {}

  /** navigator.credentials.create() with `options`: a new discoverable passkey, as JSON. */
  create(options: CreationOptions, origin = this.rp.origin) {
    if (options.excludeCredentials?.some((c) => this.credentials.has(c.id)))
      throw new Error('InvalidStateError: this authenticator already holds a passkey for the account');
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const credentialId = new Uint8Array(randomBytes(32));
    const id = b64url(credentialId);
    this.credentials.set(id, { id, privateKey, userHandle: options.user.id, counter: 0 });

    const jwk = publicKey.export({ format: 'jwk' });
    // RFC 9053 EC2 key: kty 2, alg -7 (ES256), crv 1 (P-256), x, y.
    const coseKey = new Map<number, number | Bytes>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, isoBase64URL.toBuffer(jwk.x!)],
      [-3, isoBase64URL.toBuffer(jwk.y!)],
    ]);
    const credentialIdLength = new Uint8Array([credentialId.length >> 8, credentialId.length & 0xff]);
    const authData = concat(
      this.authDataHead(FLAG_AT, 0),
      new Uint8Array(16), // AAGUID: none
      credentialIdLength,
      credentialId,
      isoCBOR.encode(coseKey),
    );
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Bytes | Map<string, string>>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', authData],
      ]),
    );
    return {
      id,
      rawId: id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: this.clientData('webauthn.create', options.challenge, origin),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const,
    };
  }

  /**
   * navigator.credentials.get() with `options`: signs the challenge with `credentialId`, or with
   * the first passkey allowed (any, for a discoverable sign-in). The counter goes up by one.
   */
  get(options: RequestOptions, credentialId?: string, origin = this.rp.origin) {
    const allowed = options.allowCredentials?.map((c) => c.id) ?? [];
    const id =
      credentialId ??
      (allowed.length ? allowed.find((a) => this.credentials.has(a)) : [...this.credentials.keys()][0]);
    const credential = id ? this.credentials.get(id) : undefined;
    if (!credential) throw new Error('NotAllowedError: no passkey for this site');
    credential.counter += 1;
    const authenticatorData = this.authDataHead(0, credential.counter);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, origin);
    const signature = sign(
      'sha256',
      concat(authenticatorData, sha256(isoBase64URL.toBuffer(clientDataJSON))),
      credential.privateKey,
    );
    return {
      id: credential.id,
      rawId: credential.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON,
        authenticatorData: b64url(authenticatorData),
        signature: b64url(new Uint8Array(signature)),
        userHandle: credential.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const,
    };
  }

  /** The passkey ids this authenticator holds, oldest first. */
  get ids(): string[] {
    return [...this.credentials.keys()];
  }

  private authDataHead(extraFlags: number, counter: number) {
    const flags = FLAG_UP | (this.options.userVerified ? FLAG_UV : 0) | extraFlags;
    return concat(sha256(this.rp.id), new Uint8Array([flags]), uint32(counter));
  }

  private clientData(type: string, challenge: string, origin: string) {
    const json = JSON.stringify({ type, challenge, origin, crossOrigin: false });
    return b64url(new TextEncoder().encode(json));
  }
}

function concat(...parts: Bytes[]): Bytes {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
