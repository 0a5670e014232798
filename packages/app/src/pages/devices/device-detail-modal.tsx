import { useDeviceActions, useDeviceWebhook } from '@wuz/api';
import {
  type Device,
  type FieldErrors,
  fieldErrors,
  updateDeviceWebhookRequest,
  type WebhookTestResult,
  webhookEventTypes,
} from '@wuz/api/contract';
import { Button, ConfirmDialog, Modal, toast } from '@wuz/ui';
import { DeviceDetail, type DeviceDetailCopied } from '@wuz/ui/device-detail';
import type { WebhookFormValue } from '@wuz/ui/webhook-form';
import { useState } from 'react';
import { errorText, serverFieldErrors } from '../../lib/errors';
import { useAction } from '../../lib/use-action';

/** Toasts after copying the token or the HMAC key: success, failure. */
export const copiedText: Record<DeviceDetailCopied, [string, string]> = {
  token: ['Token berhasil disalin', 'Gagal menyalin Token'],
  hmac_key: ['Kunci HMAC berhasil disalin', 'Gagal menyalin kunci HMAC'],
};

/** A device's detail: token, WhatsApp link, validity, webhook settings, test webhook and HMAC key. */
export function DeviceDetailModal({ device, onClose }: { device: Device | null; onClose: () => void }) {
  const webhook = useDeviceWebhook(device?.id ?? null);
  const { rotateHmacKey, updateDeviceWebhook, sendTestWebhook } = useDeviceActions();
  const [confirming, setConfirming] = useState(false);
  const { busy: rotating, run: runRotate } = useAction();
  const [editing, setEditing] = useState(false);
  const { busy: saving, run: runSave } = useAction();
  const [formErrors, setFormErrors] = useState<FieldErrors>({});
  const { busy: testing, run: runTest } = useAction();
  const [test, setTest] = useState<WebhookTestResult | null>(null);

  function edit(next: boolean) {
    setEditing(next);
    setFormErrors({});
  }

  function close() {
    if (saving) return;
    edit(false);
    setTest(null);
    onClose();
  }

  async function sendTest() {
    if (!device) return;
    await runTest(async () => {
      const result = await sendTestWebhook(device.id);
      setTest(result);
      if (result.delivered) toast.success('Tes webhook terkirim');
      else toast.error('Tes webhook gagal');
    }, 'Gagal mengirim tes webhook');
  }

  async function saveWebhook(value: WebhookFormValue) {
    if (!device) return;
    const found = fieldErrors(updateDeviceWebhookRequest, value);
    setFormErrors(found);
    if (Object.keys(found).length > 0) return;
    await runSave(
      async () => {
        await updateDeviceWebhook(device.id, updateDeviceWebhookRequest.parse(value));
        toast.success(value.url ? 'Webhook berhasil disimpan' : 'Webhook dimatikan');
        setTest(null);
        edit(false);
      },
      'Gagal menyimpan webhook',
      (error) => setFormErrors(serverFieldErrors(error)),
    );
  }

  async function rotate() {
    if (!device) return;
    await runRotate(async () => {
      await rotateHmacKey(device.id);
      toast.success('Kunci HMAC baru berhasil dibuat');
      setConfirming(false);
    }, 'Gagal membuat ulang kunci HMAC');
  }

  const hasKey = Boolean(webhook.data?.hmac_key);
  return (
    <>
      <Modal
        open={device !== null}
        onOpenChange={(open) => !open && close()}
        title="Detail Device"
        description={device?.name}
        footer={
          <Button variant="outline" onClick={close} disabled={saving}>
            Tutup
          </Button>
        }
      >
        {device && (
          <DeviceDetail
            device={device}
            webhook={webhook.data}
            webhookError={
              webhook.error && !webhook.data
                ? errorText(webhook.error, 'Gagal memuat webhook device')
                : undefined
            }
            onRetryWebhook={() => void webhook.mutate()}
            onRotateHmacKey={() => (hasKey ? setConfirming(true) : void rotate())}
            rotating={rotating}
            editingWebhook={editing}
            onEditWebhook={edit}
            onSaveWebhook={(value) => void saveWebhook(value)}
            savingWebhook={saving}
            webhookFormErrors={{ url: formErrors.url, events: formErrors.events }}
            onWebhookFieldChange={(field) => setFormErrors(({ [field]: _cleared, ...rest }) => rest)}
            webhookEventTypes={webhookEventTypes}
            onTestWebhook={() => void sendTest()}
            testingWebhook={testing}
            webhookTest={test}
            onCopied={(what) => toast.success(copiedText[what][0])}
            onCopyError={(what) => toast.error(copiedText[what][1])}
          />
        )}
      </Modal>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => !rotating && setConfirming(open)}
        title="Buat Ulang Kunci HMAC?"
        description="Kunci lama langsung tidak berlaku. Webhook berikutnya ditandatangani dengan kunci baru, jadi perbarui kunci di server penerima Anda."
        confirmLabel="Buat Ulang"
        loading={rotating}
        onConfirm={() => void rotate()}
      />
    </>
  );
}
