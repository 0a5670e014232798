import type { AuthenticationCreds, AuthenticationState, SignalDataTypeMap } from '@whiskeysockets/baileys';
import type { SessionKeyStore } from '../session-store';

type Baileys = typeof import('@whiskeysockets/baileys');

/**
 * Baileys' authentication state kept in our database instead of files: credentials and signal keys are
 * rows of `wa_auth_keys`, every update written through at once.
 */
export async function useDatabaseAuthState(
  store: SessionKeyStore,
  baileys: Pick<Baileys, 'BufferJSON' | 'initAuthCreds' | 'proto'>,
): Promise<{ state: AuthenticationState; saveCreds: () => Promise<void> }> {
  const { BufferJSON, initAuthCreds, proto } = baileys;
  const encode = (value: unknown) => JSON.stringify(value, BufferJSON.replacer);
  const decode = (text: string) => JSON.parse(text, BufferJSON.reviver);
  const saved = await store.readOne('creds');
  const creds: AuthenticationCreds = saved ? decode(saved) : initAuthCreds();
  return {
    state: {
      creds,
      keys: {
        get: async <T extends keyof SignalDataTypeMap>(type: T, ids: string[]) => {
          const rows = await store.read(type, ids);
          const found: { [id: string]: SignalDataTypeMap[T] } = {};
          for (const [id, text] of rows) {
            let value = decode(text);
            if (type === 'app-state-sync-key') value = proto.Message.AppStateSyncKeyData.fromObject(value);
            found[id] = value;
          }
          return found;
        },
        set: async (data) => {
          const entries: { category: string; id: string; value: string | null }[] = [];
          for (const [category, values] of Object.entries(data)) {
            for (const [id, value] of Object.entries(values ?? {})) {
              entries.push({ category, id, value: value ? encode(value) : null });
            }
          }
          await store.write(entries);
        },
        clear: () => store.clear(),
      },
    },
    saveCreds: () => store.write([{ category: 'creds', id: '', value: encode(creds) }]),
  };
}
