import { deviceLoginUrl } from '@wuz/api';
import { toast } from '@wuz/ui';

/**
 * Opens a device's WhatsApp login page in a new tab. Returns the address when the browser blocked the
 * pop-up, so the page can offer it as a link instead.
 */
export function openDeviceLogin(apiKey: string): string | null {
  const url = deviceLoginUrl(apiKey);
  try {
    const opened = window.open(url, '_blank');
    if (!opened) {
      toast.error('Popup diblokir! Klik tombol di bawah untuk login.');
      return url;
    }
    opened.opener = null;
    toast.success('Membuka halaman login WhatsApp...');
    return null;
  } catch {
    toast.error('Gagal membuka halaman login');
    return url;
  }
}
