import { clsx } from 'clsx';
import { Gauge, KeyRound, Layers, MessageSquareText, Radio, UserCheck } from 'lucide-react';
import type * as React from 'react';
import { buttonVariants } from '../button/button-variants';
import { PricingCard, type PricingPlan } from '../pricing-card/pricing-card';

type Section = Omit<React.ComponentProps<'section'>, 'children'>;

// The landing sections join classes with clsx (no merging) and style links with the button classes,
// so the guest's first page stays light.

/** Hero: the promise, then the two ways in: register and log in. */
export function LandingHero({
  registerHref = '/register',
  loginHref = '/login',
  className,
  ...props
}: Section & { registerHref?: string; loginHref?: string }) {
  return (
    <section
      data-slot="landing-hero"
      className={clsx('bg-gradient-to-b from-brand-50 to-white px-4 py-20 sm:py-28', className)}
      {...props}
    >
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-6 text-center">
        <span className="rounded-full border border-brand-200 bg-white px-3 py-1 text-xs font-medium text-brand-800">
          Daftar gratis · Bayar per device
        </span>
        <h1 className="text-4xl font-bold tracking-tight text-neutral-900 sm:text-5xl">
          WhatsApp REST API &amp; Webhook untuk Bisnis Anda
        </h1>
        <p className="max-w-2xl text-lg text-neutral-700">
          Hubungkan nomor WhatsApp Anda, kirim pesan lewat API yang aman, dan terima setiap pesan masuk secara
          real-time melalui webhook.
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <a href={registerHref} className={buttonVariants({ size: 'lg' })}>
            Mulai Gratis
          </a>
          <a href={loginHref} className={buttonVariants({ size: 'lg', variant: 'outline' })}>
            Login
          </a>
        </div>
      </div>
    </section>
  );
}

const FEATURES = [
  { icon: Layers, title: 'Multi Session', text: 'Banyak device dan pengguna dalam satu instance.' },
  {
    icon: MessageSquareText,
    title: 'Pesan Lengkap',
    text: 'Teks, gambar, audio, dokumen, video, stiker, lokasi, dan kontak.',
  },
  { icon: KeyRound, title: 'API Aman', text: 'Setiap device punya token API sendiri.' },
  {
    icon: Radio,
    title: 'Webhook Real-time',
    text: 'Terima pesan dan event WhatsApp seketika di server Anda.',
  },
  {
    icon: Gauge,
    title: 'Performa Tinggi',
    text: 'Koneksi websocket langsung ke WhatsApp, hemat memori dan CPU.',
  },
  {
    icon: UserCheck,
    title: 'Verifikasi Pengguna',
    text: 'Cek apakah nomor memakai WhatsApp dan ambil info profilnya.',
  },
];

/** The six features of the product. */
export function FeatureGrid({ className, ...props }: Section) {
  return (
    <section
      data-slot="feature-grid"
      aria-labelledby="fitur"
      className={clsx('px-4 py-16', className)}
      {...props}
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-10">
        <div className="text-center">
          <h2 id="fitur" className="text-3xl font-bold tracking-tight">
            Fitur Unggulan
          </h2>
          <p className="mt-2 text-neutral-700">Semua yang Anda butuhkan untuk otomatisasi WhatsApp.</p>
        </div>
        <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li
              key={title}
              className="flex gap-4 rounded-card border border-neutral-200 bg-white p-5 shadow-card"
            >
              <span
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700"
              >
                <Icon className="size-5" />
              </span>
              <div>
                <h3 className="font-semibold text-neutral-900">{title}</h3>
                <p className="text-sm text-neutral-700">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The plans, each linking to `actionHref` (registration by default). */
export function PricingSection({
  plans,
  actionHref = '/register',
  className,
  ...props
}: Section & { plans: readonly PricingPlan[]; actionHref?: string }) {
  return (
    <section
      data-slot="pricing-section"
      aria-labelledby="harga"
      className={clsx('bg-neutral-50 px-4 py-16', className)}
      {...props}
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-10">
        <div className="text-center">
          <h2 id="harga" className="text-3xl font-bold tracking-tight">
            Pilih Durasi yang Tepat
          </h2>
          <p className="mt-2 text-neutral-700">
            Harga per satu device WhatsApp. Semua paket berisi fitur yang sama; device dan pembelian tanpa
            batas.
          </p>
        </div>
        <ul className="grid grid-cols-1 gap-6 pt-3 sm:grid-cols-2 lg:grid-cols-5">
          {plans.map((plan) => (
            <li key={plan.name}>
              <PricingCard
                product={plan}
                action={
                  <a
                    href={actionHref}
                    className={buttonVariants({
                      variant: plan.popular ? 'primary' : 'outline',
                      className: 'w-full',
                    })}
                  >
                    Pilih {plan.name.replace(/ Plan$/, '')}
                  </a>
                }
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The closing call to action. */
export function CallToAction({ href = '/register', className, ...props }: Section & { href?: string }) {
  return (
    <section
      data-slot="call-to-action"
      className={clsx('bg-brand-800 px-4 py-16 text-white', className)}
      {...props}
    >
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-6 text-center">
        <h2 className="text-3xl font-bold tracking-tight">Siap menghubungkan WhatsApp Anda?</h2>
        <p className="text-brand-100">
          Buat akun, aktifkan lewat WhatsApp, lalu tambahkan device pertama Anda.
        </p>
        <a
          href={href}
          className={buttonVariants({ size: 'lg', variant: 'outline', className: 'text-brand-900' })}
        >
          Daftar Sekarang - Gratis!
        </a>
      </div>
    </section>
  );
}

/** Non-affiliation notice, credits, terms and privacy. */
export function LandingFooter({ className, ...props }: Omit<React.ComponentProps<'footer'>, 'children'>) {
  return (
    <footer
      data-slot="landing-footer"
      className={clsx('border-t border-neutral-200 px-4 py-10 text-sm text-neutral-700', className)}
      {...props}
    >
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6 md:grid-cols-3">
        <div>
          <p className="font-semibold text-neutral-900">Wuz</p>
          <p className="mt-1">
            Wuz tidak berafiliasi dengan, tidak didukung, dan tidak disponsori oleh WhatsApp atau Meta.
            WhatsApp adalah merek dagang milik pemiliknya.
          </p>
          <p className="mt-2">
            Dibangun di atas proyek open-source{' '}
            <a
              className="underline"
              href="https://github.com/WhiskeySockets/Baileys"
              rel="noopener noreferrer"
            >
              Baileys
            </a>{' '}
            dan mengikuti API{' '}
            <a className="underline" href="https://github.com/asternic/wuzapi" rel="noopener noreferrer">
              wuzapi
            </a>
            , keduanya berlisensi MIT.
          </p>
        </div>
        <div id="syarat">
          <p className="font-semibold text-neutral-900">Syarat &amp; Ketentuan</p>
          <p className="mt-1">
            Gunakan layanan sesuai kebijakan WhatsApp. Dilarang mengirim spam atau konten yang melanggar
            hukum; akun yang melanggar dapat dinonaktifkan.
          </p>
        </div>
        <div id="privasi">
          <p className="font-semibold text-neutral-900">Kebijakan Privasi</p>
          <p className="mt-1">
            Kami menyimpan data akun dan device Anda hanya untuk menjalankan layanan, dan tidak menjualnya
            kepada pihak lain.
          </p>
        </div>
      </div>
    </footer>
  );
}
