import { describe, expect, it } from 'vitest';
import { fieldErrors } from './common';
import { createDeviceRequest } from './devices';
import { createPaymentRequest, updatePaymentStatusRequest } from './payments';
import {
  changePasswordForm,
  changePasswordRequest,
  profileUpdateSchemaFor,
  updateProfileRequest,
} from './users';

describe('profile rules', () => {
  it('uses the registration messages', () => {
    expect(
      fieldErrors(updateProfileRequest, { fullname: '', whatsapp_number: '08', username: 'a', email: 'b' }),
    ).toEqual({
      fullname: 'Nama lengkap wajib diisi',
      whatsapp_number: 'Nomor WhatsApp harus berisi 8-15 digit dengan kode negara',
      username: 'Username minimal 3 karakter',
      email: 'Format email tidak valid',
    });
  });
  it('picks the password change when the body names a password', () => {
    expect(profileUpdateSchemaFor({ currentPassword: 'a' })).toBe(changePasswordRequest);
    expect(profileUpdateSchemaFor({ fullname: 'a' })).toBe(updateProfileRequest);
  });
});

describe('change password rules', () => {
  it('asks for every field', () => {
    expect(
      fieldErrors(changePasswordForm, { currentPassword: '', newPassword: '', confirmPassword: '' }),
    ).toEqual({
      currentPassword: 'Password saat ini wajib diisi',
      newPassword: 'Password baru wajib diisi',
      confirmPassword: 'Konfirmasi password wajib diisi',
    });
  });
  it('needs 6 characters and a matching confirmation', () => {
    expect(
      fieldErrors(changePasswordForm, {
        currentPassword: 'lama',
        newPassword: 'baru',
        confirmPassword: 'baru1',
      }),
    ).toEqual({ newPassword: 'Password baru minimal 6 karakter', confirmPassword: 'Password tidak cocok' });
  });
});

describe('device and purchase rules', () => {
  it('needs a device name', () => {
    expect(fieldErrors(createDeviceRequest, { name: '  ' })).toEqual({ name: 'Nama device wajib diisi' });
    expect(createDeviceRequest.parse({ name: ' HP Kantor ' })).toEqual({ name: 'HP Kantor' });
  });
  it('needs a chosen device', () => {
    expect(fieldErrors(createPaymentRequest, { device_id: '', product_id: 1 })).toEqual({
      device_id: 'Pilih device terlebih dahulu',
    });
  });
  it('accepts only the three statuses', () => {
    expect(fieldErrors(updatePaymentStatusRequest, { status: 'paid' })).toEqual({});
    expect(fieldErrors(updatePaymentStatusRequest, { status: 'refunded' })).toEqual({
      status: 'Status harus pending, paid, atau failed',
    });
  });
});

describe('messages without a rule of their own', () => {
  it('are Indonesian too', async () => {
    const { adminUsersQuery } = await import('./admin');
    expect(fieldErrors(adminUsersQuery, { verified: 'mungkin' })).toEqual({
      verified: 'Pilihan tidak valid',
    });
    expect(fieldErrors(updatePaymentStatusRequest, {})).toEqual({
      status: 'Status harus pending, paid, atau failed',
    });
  });
});
