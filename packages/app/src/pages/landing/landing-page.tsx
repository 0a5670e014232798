import { Button } from '@wuz/ui';

export function LandingPage() {
  return (
    <main className="mx-auto max-w-3xl p-8">
      <h1 className="text-3xl font-bold">Wuz — WhatsApp API &amp; Webhook</h1>
      <Button asChild className="mt-6">
        <a href="/register">Mulai Gratis</a>
      </Button>
    </main>
  );
}
