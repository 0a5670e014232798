import { describe, expect, it } from 'vitest';
import {
  forgotPasswordRequest,
  loginRequest,
  registerForm,
  registerRequest,
  resetPasswordForm,
} from './auth';
import { fieldErrors } from './common';

const validRegistration = {
  fullname: 'Budi Santoso',
  whatsapp_number: '6281234567890',
  username: 'budi_s',
  email: 'budi@example.com',
  password: 'rahasia1',
  confirmPassword: 'rahasia1',
};

describe('login rules', () => {
  it('asks for both fields when empty', () => {
    expect(fieldErrors(loginRequest, { username: '', password: '' })).toEqual({
      username: 'Username wajib diisi',
      password: 'Password wajib diisi',
    });
  });
  it('trims the username but not the password', () => {
    expect(fieldErrors(loginRequest, { username: '   ', password: '   ' })).toEqual({
      username: 'Username wajib diisi',
    });
    expect(loginRequest.parse({ username: '  budi ', password: ' x ' })).toEqual({
      username: 'budi',
      password: ' x ',
    });
  });
  it('asks for a missing field the same way', () => {
    expect(fieldErrors(loginRequest, {})).toEqual({
      username: 'Username wajib diisi',
      password: 'Password wajib diisi',
    });
  });
});

describe('registration rules', () => {
  it('accepts a valid form', () => {
    expect(fieldErrors(registerForm, validRegistration)).toEqual({});
  });
  it('shows the required message of each empty field first', () => {
    const empty = Object.fromEntries(Object.keys(validRegistration).map((key) => [key, '']));
    expect(fieldErrors(registerForm, empty)).toEqual({
      fullname: 'Nama lengkap wajib diisi',
      whatsapp_number: 'Nomor WhatsApp wajib diisi',
      username: 'Username wajib diisi',
      email: 'Email wajib diisi',
      password: 'Password wajib diisi',
      confirmPassword: 'Konfirmasi password wajib diisi',
    });
  });
  it.each([
    ['fullname', ' B ', 'Nama lengkap minimal 2 karakter'],
    ['whatsapp_number', '0812345678', 'Nomor WhatsApp harus berisi 8-15 digit dengan kode negara'],
    ['whatsapp_number', '6281', 'Nomor WhatsApp harus berisi 8-15 digit dengan kode negara'],
    ['whatsapp_number', '6281234567890123', 'Nomor WhatsApp harus berisi 8-15 digit dengan kode negara'],
    ['username', 'bu', 'Username minimal 3 karakter'],
    ['username', 'budi santoso', 'Username hanya boleh mengandung huruf, angka, dan underscore'],
    ['username', 'budi-s', 'Username hanya boleh mengandung huruf, angka, dan underscore'],
    ['email', 'budi@', 'Format email tidak valid'],
    ['email', 'budi.example.com', 'Format email tidak valid'],
  ])('rejects %s = %j with “%s”', (field, value, message) => {
    expect(fieldErrors(registerForm, { ...validRegistration, [field]: value })).toEqual({ [field]: message });
  });
  it('needs a password of at least 6 characters', () => {
    expect(
      fieldErrors(registerForm, { ...validRegistration, password: '12345', confirmPassword: '12345' }),
    ).toEqual({ password: 'Password minimal 6 karakter' });
  });
  it('needs the confirmation to match, even while other fields are wrong', () => {
    expect(
      fieldErrors(registerForm, { ...validRegistration, fullname: '', confirmPassword: 'lain' }),
    ).toEqual({
      fullname: 'Nama lengkap wajib diisi',
      confirmPassword: 'Password tidak cocok',
    });
  });
  it('does not send the confirmation', () => {
    expect(registerRequest.parse(validRegistration)).not.toHaveProperty('confirmPassword');
  });
});

describe('forgot and reset password rules', () => {
  it('checks the e-mail', () => {
    expect(fieldErrors(forgotPasswordRequest, { email: '' })).toEqual({ email: 'Email wajib diisi' });
    expect(fieldErrors(forgotPasswordRequest, { email: 'x@y' })).toEqual({
      email: 'Format email tidak valid',
    });
  });
  it('checks the new password and its confirmation', () => {
    expect(fieldErrors(resetPasswordForm, { password: '', confirmPassword: '' })).toEqual({
      password: 'Password wajib diisi',
      confirmPassword: 'Konfirmasi password wajib diisi',
    });
    expect(fieldErrors(resetPasswordForm, { password: 'abc', confirmPassword: 'abcd' })).toEqual({
      password: 'Password minimal 6 karakter',
      confirmPassword: 'Password tidak cocok',
    });
  });
});
