import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-final-form';
import { BrowserRouter, Link, Route, Routes, useLocation } from 'react-router-dom';
import { TextField } from '../ui/fields';
import { renderWithTheme } from '../test/render';
import { FormLeaveGuard } from './LeaveGuard';

function Address() {
  return <output data-testid="address">{useLocation().pathname}</output>;
}

/** A profile form with the guard, saving whatever it is given. */
function ProfileForm() {
  return (
    <>
      <Link to="/uebersicht">Zur Übersicht</Link>
      <Form<{ name?: string }> onSubmit={async () => undefined} initialValues={{ name: 'Erika' }}>
        {({ handleSubmit }) => (
          <form onSubmit={handleSubmit} aria-label="Profil">
            <FormLeaveGuard />
            <TextField name="name" label="Name" />
            <button type="submit">Speichern</button>
          </form>
        )}
      </Form>
    </>
  );
}

function renderProfile() {
  window.history.replaceState(null, '', '/profil');
  renderWithTheme(
    <BrowserRouter>
      <Routes>
        <Route path="/profil" element={<ProfileForm />} />
        <Route path="/uebersicht" element={<h1>Übersicht</h1>} />
      </Routes>
      <Address />
    </BrowserRouter>,
  );
}

const address = () => screen.getByTestId('address');

describe('FormLeaveGuard', () => {
  it('lets an untouched form be left without asking', async () => {
    renderProfile();
    await userEvent.click(screen.getByRole('link', { name: 'Zur Übersicht' }));
    expect(address()).toHaveTextContent('/uebersicht');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks in German before a link is followed with unsaved changes; „Weiter bearbeiten“ has the focus, Escape stays', async () => {
    renderProfile();
    await userEvent.type(screen.getByLabelText('Name'), 'e');
    await userEvent.click(screen.getByRole('link', { name: 'Zur Übersicht' }));
    const question = screen.getByRole('alertdialog', { name: 'Änderungen verwerfen?' });
    expect(question).toHaveTextContent('Sie haben ungespeicherte Änderungen. Wenn Sie die Seite verlassen, gehen sie verloren.');
    expect(screen.getByRole('button', { name: 'Weiter bearbeiten' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(address()).toHaveTextContent('/profil');
    expect(screen.getByLabelText('Name')).toHaveValue('Erikae');
  });

  it('leaves by keyboard once „Verwerfen und verlassen“ is chosen', async () => {
    renderProfile();
    await userEvent.type(screen.getByLabelText('Name'), 'e');
    await userEvent.click(screen.getByRole('link', { name: 'Zur Übersicht' }));
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Verwerfen und verlassen' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(address()).toHaveTextContent('/uebersicht'));
  });

  it('asks no more once the changes are saved, and again after the next change', async () => {
    renderProfile();
    await userEvent.type(screen.getByLabelText('Name'), 'e');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await userEvent.type(screen.getByLabelText('Name'), 'x');
    await userEvent.click(screen.getByRole('link', { name: 'Zur Übersicht' }));
    expect(screen.getByRole('alertdialog', { name: 'Änderungen verwerfen?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Weiter bearbeiten' }));
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await userEvent.click(screen.getByRole('link', { name: 'Zur Übersicht' }));
    expect(address()).toHaveTextContent('/uebersicht');
  });
});
