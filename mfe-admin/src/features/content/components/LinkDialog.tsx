import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { Button, Dialog, TextField } from '@marktplatz/shared';
import { FormRefusal } from '@marktplatz/shared/kit';
import { contentMessages as t } from '../messages';

const ALLOWED = /^(https?:\/\/\S+|mailto:\S+|\/\S*)$/i;

/** The link's address for the editor (the kit's dialog instead of `window.prompt`); empty removes the link. */
export function LinkDialog({ initial, onApply, onClose }: { initial: string; onApply: (href: string) => void; onClose: () => void }) {
  return (
    <Form<{ url?: string }>
      initialValues={{ url: initial }}
      onSubmit={({ url }) => {
        const href = (url ?? '').trim();
        if (href && !ALLOWED.test(href)) return { url: t.linkDialog.invalid, [FORM_ERROR]: undefined };
        onApply(href);
        return undefined;
      }}
      render={({ handleSubmit, submitError }) => (
        <Dialog
          open
          onClose={onClose}
          title={t.linkDialog.title}
          size="sm"
          footer={
            <>
              <Button type="button" variant="secondary" onClick={onClose}>
                {t.cancel}
              </Button>
              <Button type="submit" form="content-link-form">
                {t.linkDialog.submit}
              </Button>
            </>
          }
        >
          <form id="content-link-form" onSubmit={handleSubmit} noValidate>
            <TextField id="content-link-url" name="url" type="url" inputMode="url" label={t.linkDialog.url} hint={t.linkDialog.hint} />
            <FormRefusal error={submitError} />
          </form>
        </Dialog>
      )}
    />
  );
}
