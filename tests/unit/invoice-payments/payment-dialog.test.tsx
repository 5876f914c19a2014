/**
 * The payments dialog of an invoice against msw: what a clerk sees and what is sent, or not.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { InvoicePaymentsDialog } from '@resources/invoice-payments';
import { fillSchemasStore, renderAdmin } from '../audit/render-admin';
import { invoice, paymentsServer } from './fixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => fillSchemasStore());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const CLERK = ['Finance.InvoicePayments.ViewList', 'Finance.InvoicePayments.Add', 'Finance.InvoicePayments.Delete'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function open(locale: 'en' | 'fr' = 'en', claims?: Record<string, unknown>) {
  const onChanged = vi.fn();
  renderAdmin(<InvoicePaymentsDialog invoiceId={41} onClose={() => undefined} onChanged={onChanged} />, {
    permissions: CLERK,
    locale,
    claims,
  });
  return onChanged;
}

async function choose(label: RegExp, option: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

/** The helper text of a field (what MUI links by aria-describedby). */
function helperOf(input: HTMLElement): string {
  const id = input.getAttribute('aria-describedby') ?? '';
  return id ? (document.getElementById(id.split(' ')[0])?.textContent ?? '') : '';
}

describe('InvoicePaymentsDialog', () => {
  it('should show the invoice, its payments, and suggest the balance due as the amount', async () => {
    paymentsServer(server);
    open();
    expect(await screen.findByText('INV-2026-00012')).toBeTruthy();
    expect(screen.getByText('ORS-AZV-FIT-000012')).toBeTruthy();
    expect(screen.getByText('Waiting For Payment')).toBeTruthy();
    expect(screen.getByText('€1,500.00')).toBeTruthy();
    const rows = within(screen.getByRole('table', { name: 'Payments recorded' })).getAllByRole('row');
    expect(rows[1].textContent).toContain('Bank transfer');
    expect(rows[1].textContent).toContain('€265.50');
    const amount = await screen.findByRole('textbox', { name: /Amount/ });
    await waitFor(() => expect((amount as HTMLInputElement).value).toBe('1,234.50'));
    expect(helperOf(amount)).toBe('Balance due: €1,234.50');
  });

  it('should mark every field with its §5 message on an invalid Save and send nothing', async () => {
    const recorded = paymentsServer(server);
    open();
    const amount = await screen.findByRole('textbox', { name: /Amount/ });
    await waitFor(() => expect((amount as HTMLInputElement).value).toBe('1,234.50'));
    fireEvent.change(amount, { target: { value: '' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Reference' }), { target: { value: 'ab' } });
    save();
    expect(await screen.findByText('Payment Account is required.')).toBeTruthy();
    expect(screen.getByText('Payment Type is required.')).toBeTruthy();
    expect(screen.getByText('Amount is required.')).toBeTruthy();
    expect(screen.getByText('Ref must be at least 3 characters long.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Reference' }), { target: { value: 'ABCDEFGHIJK' } });
    expect(await screen.findByText('The reference must not exceed 10 characters.')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 50));
    expect(recorded.adds).toEqual([]);
  });

  it('should send the same Idempotency-Key when the same payment is tried again, and a new one once changed', async () => {
    const recorded = paymentsServer(server, [
      () => new HttpResponse(null, { status: 503 }),
      () => new HttpResponse(null, { status: 503 }),
      () => HttpResponse.json({ ...invoice, id: 9, balanceDue: 0 }),
    ]);
    const onChanged = open();
    await choose(/Payment Account/, 'Main bank account');
    await choose(/Payment Type/, 'Bank transfer');
    save();
    expect(await screen.findByText(/Failed to add invoice payment\./)).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(false));
    save();
    await waitFor(() => expect(recorded.adds).toHaveLength(2));
    expect(recorded.adds[0].key).toMatch(UUID);
    expect(recorded.adds[1].key).toBe(recorded.adds[0].key);
    expect(recorded.adds[1].body).toEqual(recorded.adds[0].body);
    expect(recorded.adds[0].body).toMatchObject({
      id: null,
      invoiceId: 41,
      amount: 1234.5,
      paymentAccountId: 3,
      paymentTypeId: 31,
      ref: null,
    });
    expect(recorded.adds[0].body.paymentGuid).toMatch(UUID);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(false));
    fireEvent.change(screen.getByRole('textbox', { name: /Amount/ }), { target: { value: '1000' } });
    save();
    await waitFor(() => expect(recorded.adds).toHaveLength(3));
    expect(recorded.adds[2].key).toMatch(UUID);
    expect(recorded.adds[2].key).not.toBe(recorded.adds[0].key);
    expect(await screen.findByText('Invoice payment added successfully!')).toBeTruthy();
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it("should show the server's refusal of an amount above the balance due under Amount", async () => {
    const message = 'The amount cannot exceed the balance due of €1,234.50.';
    const recorded = paymentsServer(server, [
      () => HttpResponse.json({ errors: { amount: [message] } }, { status: 400 }),
    ]);
    const onChanged = open();
    await choose(/Payment Account/, 'Cash desk');
    await choose(/Payment Type/, 'Credit card');
    fireEvent.change(await screen.findByRole('textbox', { name: /Amount/ }), { target: { value: '2000' } });
    save();
    await waitFor(() => expect(recorded.adds).toHaveLength(1));
    await waitFor(() => expect(helperOf(screen.getByRole('textbox', { name: /Amount/ }))).toBe(message));
    expect(await screen.findByText(`Failed to add invoice payment. ${message}`)).toBeTruthy();
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('should say in French why a credit note takes no payment, with no form', async () => {
    paymentsServer(server, undefined, { ...invoice, documentType: 'creditNote', number: 'CN-2026-00002' });
    open('fr');
    expect(await screen.findByText(/Ceci est un avoir/)).toBeTruthy();
    expect(screen.getByText('Avoir')).toBeTruthy();
    expect(screen.getByText('Paiements de la facture')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Montant/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Enregistrer' })).toBeNull();
  });

  it('should label the form and its messages in French, and read amounts as French writes them', async () => {
    const recorded = paymentsServer(server);
    server.use(http.get('*/api/finance/invoicepayment/getpaymentsbyinvoiceid', () => HttpResponse.json([])));
    open('fr');
    expect(await screen.findByText("Aucun paiement enregistré pour l'instant.")).toBeTruthy();
    const amount = (await screen.findByRole('textbox', { name: /Montant/ })) as HTMLInputElement;
    // French groups digits and sets the currency apart with no-break spaces.
    await waitFor(() => expect(helperOf(amount).replace(/\s/g, ' ')).toBe('Reste à payer : 1 234,50 €'));
    expect(amount.value).toBe('1\u00a0234,50');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Le compte de paiement est obligatoire.')).toBeTruthy();
    expect(screen.getByText('Le type de paiement est obligatoire.')).toBeTruthy();
    // A third decimal, or an entry that could mean two amounts, is refused and said so: never 100555.
    await choose(/Compte de paiement/, 'Main bank account');
    await choose(/Type de paiement/, 'Bank transfer');
    for (const [typed, said] of [
      ['100,555', 'Saisissez un montant comme 2 500,50 (2 décimales au plus).'],
      ['2.500,50', /Ce montant peut se lire de deux façons/],
    ] as const) {
      fireEvent.change(amount, { target: { value: typed } });
      fireEvent.blur(amount);
      await waitFor(() => expect(helperOf(amount).replace(/\s/g, ' ')).toMatch(said));
      fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    }
    await new Promise((r) => setTimeout(r, 50));
    expect(recorded.adds).toEqual([]);
    fireEvent.change(amount, { target: { value: '2,50' } });
    fireEvent.blur(amount);
    expect(amount.value).toBe('2,50');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(recorded.adds).toHaveLength(1));
    expect(recorded.adds[0].body.amount).toBe(2.5);
  });

  it('should delete a payment after the confirmation, with the version read, and let the invoice list reload', async () => {
    paymentsServer(server);
    const deletes: string[] = [];
    server.use(
      http.delete('*/api/finance/invoicepayment/delete', ({ request }) => {
        deletes.push(new URL(request.url).search);
        return HttpResponse.json({ id: 7 });
      }),
    );
    const onChanged = open();
    const table = await screen.findByRole('table', { name: 'Payments recorded' });
    fireEvent.click(await within(table).findByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: "Delete the payment '#7, €265.50'?" });
    expect(within(confirm).getByText("You won't be able to revert this!")).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes, delete it!' }));
    expect(await screen.findByText('Invoice payment deleted successfully!')).toBeTruthy();
    expect(deletes).toEqual(['?id=7&version=1']);
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it("should let an agency user read the invoice's payments but record or change none", async () => {
    paymentsServer(server);
    open('en', { agencyId: 1 });
    const table = await screen.findByRole('table', { name: 'Payments recorded' });
    expect(await within(table).findByText('Bank transfer')).toBeTruthy();
    expect(screen.getByText("Payments are recorded by the provider's finance staff.")).toBeTruthy();
    expect(within(table).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(table).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('should record one payment for a double click on Save', async () => {
    const recorded = paymentsServer(server);
    open();
    await choose(/Payment Account/, 'Main bank account');
    await choose(/Payment Type/, 'Bank transfer');
    save();
    save();
    expect(await screen.findByText('Invoice payment added successfully!')).toBeTruthy();
    expect(recorded.adds).toHaveLength(1);
  });
});
