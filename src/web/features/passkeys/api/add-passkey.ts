import { type PasskeyAdded, passkeyAddedSchema, registrationOptionsSchema } from '@shared/contracts/passkeys';
import { type PublicKeyCredentialCreationOptionsJSON, startRegistration } from '@simplewebauthn/browser';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { passkeyKeys } from './passkey-keys';

/**
 * Adds a passkey: the server's options, the device's own dialog (fingerprint, PIN, phone), then
 * the device's answer with the name the person chose. Throws if the person cancels.
 */
export async function addPasskey(name: string): Promise<PasskeyAdded> {
  const { options } = registrationOptionsSchema.parse(
    await apiRequest<unknown>('/api/auth/passkeys/registration-options', { method: 'POST' }),
  );
  // The server generated these with @simplewebauthn/server: the browser library's own format.
  const response = await startRegistration({
    optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
  });
  return passkeyAddedSchema.parse(
    await apiRequest<unknown>('/api/auth/passkeys', { method: 'POST', body: { name, response } }),
  );
}

export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPasskey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeyKeys.all }),
  });
}
