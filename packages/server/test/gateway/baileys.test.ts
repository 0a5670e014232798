import * as baileys from '@whiskeysockets/baileys';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useDatabaseAuthState } from '../../src/gateway/baileys/auth-state';
import { reconnectDelay } from '../../src/gateway/baileys/engine';
import { mapConnectionUpdate, mapIncomingMessage, toBaileysContent } from '../../src/gateway/baileys/mapping';
import { SessionKeyStore } from '../../src/gateway/session-store';
import type { TestServer } from '../harness';
import {
  connectionLostClose,
  linkedUser,
  loggedOutClose,
  openUpdate,
  qrUpdate,
  restartRequiredClose,
  upsertDocumentWithCaption,
  upsertEphemeralExtendedText,
  upsertGroupImage,
  upsertLocation,
  upsertOwnMessage,
  upsertProtocol,
  upsertStatusBroadcast,
  upsertText,
} from './fixtures/baileys-events';
import { startGatewayServer } from './helpers';

describe('Baileys connection updates', () => {
  it('turns a QR update into a qr event', () => {
    expect(mapConnectionUpdate(qrUpdate, undefined)).toEqual([{ type: 'qr', qr: qrUpdate.qr }]);
  });

  it('turns an open connection into the linked number', () => {
    expect(mapConnectionUpdate(openUpdate, linkedUser)).toEqual([
      { type: 'open', jid: linkedUser.id, phone: '6281234567890', pushName: 'Toko Maju' },
    ]);
  });

  it('keeps reconnecting after a restart request or a lost connection, stops after a logout', () => {
    expect(mapConnectionUpdate(restartRequiredClose, undefined)).toEqual([
      { type: 'close', loggedOut: false, reason: 'Stream Errored (restart required)' },
    ]);
    expect(mapConnectionUpdate(connectionLostClose, undefined)[0]).toMatchObject({ loggedOut: false });
    expect(mapConnectionUpdate(loggedOutClose, undefined)).toEqual([
      { type: 'close', loggedOut: true, reason: 'Connection Failure' },
    ]);
  });

  it('backs off exponentially up to a minute', () => {
    expect([0, 1, 2, 3, 10].map(reconnectDelay)).toEqual([1000, 2000, 4000, 8000, 60_000]);
  });
});

describe('Baileys messages', () => {
  it('maps a direct text message with its sender, time and JSON-safe content', () => {
    const message = mapIncomingMessage(upsertText.messages[0] as baileys.WAMessage);
    expect(message).toMatchObject({
      id: '3EB0C431D5A7F2B9E8A1',
      chat: '6285712345678@s.whatsapp.net',
      sender: '6285712345678@s.whatsapp.net',
      senderPhone: '6285712345678',
      pushName: 'Siti',
      fromMe: false,
      isGroup: false,
      type: 'text',
      text: 'Register Wuz:AB12CD',
    });
    expect(message?.timestamp.toISOString()).toBe('2025-11-22T03:00:00.000Z');
    expect(JSON.parse(JSON.stringify(message?.content))).toMatchObject({
      conversation: 'Register Wuz:AB12CD',
      messageContextInfo: { deviceListMetadata: { senderKeyHash: 'AQID' } },
    });
  });

  it('maps a group image to its participant, caption and base64 bytes', () => {
    const message = mapIncomingMessage(upsertGroupImage);
    expect(message).toMatchObject({
      chat: '120363025246125888@g.us',
      sender: '6289876543210@s.whatsapp.net',
      senderPhone: '6289876543210',
      isGroup: true,
      type: 'image',
      text: 'Foto produk',
    });
    expect(message?.content.imageMessage).toMatchObject({
      jpegThumbnail: '/9j/4AAQSkY=',
      mediaKey: 'CQgHBg==',
    });
  });

  it('unwraps ephemeral and document-with-caption messages', () => {
    expect(mapIncomingMessage(upsertEphemeralExtendedText)).toMatchObject({
      type: 'text',
      text: 'cek https://contoh.id',
    });
    expect(mapIncomingMessage(upsertDocumentWithCaption)).toMatchObject({
      type: 'document',
      text: 'Tagihan November',
    });
    expect(mapIncomingMessage(upsertLocation)).toMatchObject({ type: 'location', text: 'Monas' });
  });

  it('marks own messages and drops status broadcasts and protocol messages', () => {
    expect(mapIncomingMessage(upsertOwnMessage)?.fromMe).toBe(true);
    expect(mapIncomingMessage(upsertStatusBroadcast)).toBeNull();
    expect(mapIncomingMessage(upsertProtocol)).toBeNull();
  });

  it('builds Baileys content for each outgoing type', () => {
    const data = Buffer.from('abc');
    expect(toBaileysContent({ type: 'text', text: 'halo' })).toEqual({ text: 'halo' });
    expect(toBaileysContent({ type: 'image', data, mimetype: 'image/png', caption: 'c' })).toEqual({
      image: data,
      mimetype: 'image/png',
      caption: 'c',
    });
    expect(toBaileysContent({ type: 'audio', data, mimetype: 'audio/ogg; codecs=opus' })).toMatchObject({
      ptt: true,
    });
    expect(toBaileysContent({ type: 'location', latitude: 1, longitude: 2, name: 'x' })).toEqual({
      location: { degreesLatitude: 1, degreesLongitude: 2, name: 'x' },
    });
    expect(toBaileysContent({ type: 'contact', name: 'Budi', vcard: 'BEGIN:VCARD' })).toEqual({
      contacts: { displayName: 'Budi', contacts: [{ displayName: 'Budi', vcard: 'BEGIN:VCARD' }] },
    });
  });
});

describe('Baileys auth state in the database', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startGatewayServer();
  });
  afterAll(() => server.close());

  it('writes credentials and keys through and reads them back in a new store', async () => {
    const db = server.app.ctx.database.db;
    const first = await useDatabaseAuthState(new SessionKeyStore(db, 'device-a'), baileys);
    await first.saveCreds();
    const preKey = baileys.Curve.generateKeyPair();
    await first.state.keys.set({
      'pre-key': { '1': preKey },
      session: { '6281234567890.0': new Uint8Array([5, 6, 7]) },
      'app-state-sync-key': { AAAA: { keyData: new Uint8Array([1, 2]), timestamp: 1763780400 } },
    });

    const again = await useDatabaseAuthState(new SessionKeyStore(db, 'device-a'), baileys);
    expect(again.state.creds.registrationId).toBe(first.state.creds.registrationId);
    expect(Buffer.from(again.state.creds.noiseKey.private)).toEqual(
      Buffer.from(first.state.creds.noiseKey.private),
    );
    const preKeys = await again.state.keys.get('pre-key', ['1', '2']);
    expect(Object.keys(preKeys)).toEqual(['1']);
    expect(Buffer.from(preKeys['1']?.public as Uint8Array)).toEqual(Buffer.from(preKey.public));
    const syncKeys = await again.state.keys.get('app-state-sync-key', ['AAAA']);
    expect(syncKeys.AAAA).toBeInstanceOf(baileys.proto.Message.AppStateSyncKeyData);

    await again.state.keys.set({ 'pre-key': { '1': null } });
    expect(await first.state.keys.get('pre-key', ['1'])).toEqual({});
    const other = await useDatabaseAuthState(new SessionKeyStore(db, 'device-b'), baileys);
    expect(Buffer.from(other.state.creds.noiseKey.private)).not.toEqual(
      Buffer.from(first.state.creds.noiseKey.private),
    );
    expect(await other.state.keys.get('session', ['6281234567890.0'])).toEqual({});
  });
});
