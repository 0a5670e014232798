/** Server-rendered device-login page; the live part is `device-login.js`, which polls the status route. */

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const styles = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }
  body { margin: 0; background: #f1f5f9; color: #0f172a; }
  main { max-width: 34rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 1rem;
    box-shadow: 0 1px 3px rgb(15 23 42 / 0.12); }
  h1 { font-size: 1.5rem; margin: 0 0 0.25rem; }
  h2 { font-size: 1.125rem; margin: 1.5rem 0 0.5rem; }
  p { line-height: 1.5; }
  .muted { color: #475569; }
  .status { padding: 0.75rem 1rem; border-radius: 0.5rem; background: #e2e8f0; font-weight: 600; }
  .status[data-state="connected"] { background: #dcfce7; color: #14532d; }
  .status[data-state="expired"] { background: #fee2e2; color: #7f1d1d; }
  .qr { display: flex; justify-content: center; margin: 1rem 0; min-height: 280px; align-items: center; }
  .qr img { width: 280px; height: 280px; }
  ol { padding-left: 1.25rem; line-height: 1.6; }
  label { display: block; font-weight: 600; margin-bottom: 0.25rem; }
  input { width: 100%; box-sizing: border-box; padding: 0.6rem 0.75rem; border: 1px solid #64748b; border-radius: 0.5rem;
    font-size: 1rem; }
  button, .button { display: inline-block; margin-top: 0.75rem; padding: 0.6rem 1rem; border: 0; border-radius: 0.5rem;
    background: #15803d; color: #fff; font-size: 1rem; font-weight: 600; cursor: pointer; text-decoration: none; }
  button:focus-visible, input:focus-visible, .button:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
  .code { font-family: ui-monospace, monospace; font-size: 1.75rem; letter-spacing: 0.2em; font-weight: 700; }
  .error { color: #b91c1c; }
  [hidden] { display: none !important; }
`;

function layout(title: string, body: string, script?: string) {
  return `<!doctype html>
<html lang="id">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Wuz</title>
<style>${styles}</style>
</head>
<body>
<main>
${body}
</main>
${script ? `<script src="${script}" defer></script>` : ''}
</body>
</html>`;
}

export function notFoundPage() {
  return layout(
    'Device tidak ditemukan',
    `<h1>Device tidak ditemukan</h1>
<p>Token device pada alamat ini tidak dikenal. Buka kembali halaman ini dari tombol Login WA di menu Devices.</p>`,
  );
}

export function deviceLoginPage(options: { apiKey: string; paymentUrl: string; scriptUrl: string }) {
  const apiKey = escapeHtml(options.apiKey);
  return layout(
    'Hubungkan WhatsApp',
    `<h1>Hubungkan WhatsApp</h1>
<p class="muted">Tautkan nomor WhatsApp Anda ke device ini untuk memakai API dan webhook.</p>
<div id="app" data-api-key="${apiKey}">
  <p id="status" class="status" role="status" aria-live="polite" data-state="starting">Menyiapkan koneksi…</p>

  <section id="expired" hidden aria-labelledby="expired-title">
    <h2 id="expired-title">Paket device tidak aktif</h2>
    <p id="expired-reason">Device ini belum memiliki paket aktif, sehingga belum bisa dihubungkan ke WhatsApp.</p>
    <a class="button" href="${escapeHtml(options.paymentUrl)}">Beli paket</a>
  </section>

  <section id="connected" hidden aria-labelledby="connected-title">
    <h2 id="connected-title">WhatsApp terhubung</h2>
    <p>Nomor tertaut: <strong id="linked-phone"></strong></p>
    <p class="muted">Anda dapat menutup halaman ini dan mulai memakai API dengan token device.</p>
  </section>

  <section id="pairing" hidden aria-labelledby="qr-title">
    <h2 id="qr-title">Pindai kode QR</h2>
    <ol>
      <li>Buka WhatsApp di ponsel Anda.</li>
      <li>Ketuk Menu atau Setelan, lalu pilih <strong>Perangkat tertaut</strong>.</li>
      <li>Ketuk <strong>Tautkan perangkat</strong> dan arahkan kamera ke kode QR ini.</li>
    </ol>
    <div class="qr"><img id="qr" alt="Kode QR untuk menghubungkan WhatsApp" hidden></div>
    <p class="muted">Kode QR diperbarui otomatis.</p>

    <h2 id="code-title">Atau hubungkan dengan kode</h2>
    <form id="pair-form" aria-labelledby="code-title" novalidate>
      <label for="pair-phone">Nomor WhatsApp</label>
      <input id="pair-phone" name="phone" type="tel" inputmode="tel" autocomplete="tel" placeholder="6281234567890"
        aria-describedby="pair-hint">
      <p id="pair-hint" class="muted">Gunakan kode negara, contoh 6281234567890.</p>
      <button type="submit">Minta kode pairing</button>
    </form>
    <p id="pair-error" class="error" role="alert"></p>
    <div id="pair-result" hidden>
      <p>Masukkan kode ini di WhatsApp: Perangkat tertaut › Tautkan perangkat › Tautkan dengan nomor telepon.</p>
      <p id="pair-code" class="code"></p>
    </div>
  </section>
</div>`,
    options.scriptUrl,
  );
}
