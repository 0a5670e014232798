// Device-login page: polls the device's status, shows the rotating QR, the pairing code and the linked number.
(() => {
  const root = document.getElementById('app');
  const apiKey = root.dataset.apiKey;
  const base = `${location.pathname.replace(/\/$/, '')}`;
  const el = (id) => document.getElementById(id);
  const status = el('status');
  let lastQr = null;
  let timer = null;

  const show = (id, visible) => {
    el(id).hidden = !visible;
  };

  const formatPhone = (phone) => `+${phone}`;

  function render(data) {
    status.dataset.state = data.state;
    show('expired', data.state === 'expired');
    show('connected', data.state === 'connected');
    show('pairing', data.state === 'qr' || data.state === 'starting');
    if (data.state === 'expired') {
      status.textContent = 'Device tidak dapat dihubungkan';
      if (data.expired_at) {
        const date = new Date(data.expired_at).toLocaleString('id-ID', {
          dateStyle: 'long',
          timeStyle: 'short',
        });
        el('expired-reason').textContent =
          `Masa aktif paket device ini berakhir pada ${date}, sehingga device tidak bisa dihubungkan ke WhatsApp.`;
      }
    } else if (data.state === 'connected') {
      status.textContent = `Terhubung sebagai ${formatPhone(data.phone)}`;
      el('linked-phone').textContent = formatPhone(data.phone);
    } else if (data.state === 'qr') {
      status.textContent = 'Menunggu pemindaian kode QR…';
      if (data.qr && data.qr !== lastQr) {
        lastQr = data.qr;
        el('qr').src = data.qr;
        show('qr', true);
      }
    } else {
      status.textContent = 'Menyiapkan koneksi…';
    }
  }

  async function poll() {
    try {
      const response = await fetch(`${base}/status`, { cache: 'no-store' });
      if (response.ok) {
        const data = await response.json();
        render(data);
        if (data.state === 'expired') return;
      }
    } catch {
      status.textContent = 'Koneksi ke server terputus, mencoba lagi…';
    }
    timer = setTimeout(poll, 1500);
  }

  el('pair-form').addEventListener('submit', async (event) => {
    event.preventDefault();
    const phone = el('pair-phone').value.trim();
    el('pair-error').textContent = '';
    show('pair-result', false);
    if (!phone) {
      el('pair-error').textContent = 'Nomor WhatsApp wajib diisi';
      return;
    }
    try {
      const response = await fetch(`${base}/pair`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone }),
      });
      const data = await response.json();
      if (!response.ok) {
        el('pair-error').textContent = data.error || 'Gagal meminta kode pairing';
        return;
      }
      el('pair-code').textContent = data.code;
      show('pair-result', true);
    } catch {
      el('pair-error').textContent = 'Gagal meminta kode pairing, periksa koneksi Anda';
    }
  });

  if (apiKey) poll();
  window.addEventListener('pagehide', () => clearTimeout(timer));
})();
