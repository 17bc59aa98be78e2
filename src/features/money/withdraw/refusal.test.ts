import { describe, expect, it } from 'vitest';
import { readWithdrawRefusal } from '../../../contract/readers/withdraw';
import { refusalText } from './refusal';

describe('withdrawal refusals', () => {
  it.each([
    ['withdraw_turnover_not_enough', { data: { requiredTurnover: '500.00', actualTurnover: '120.25' } }, { key: 'money.withdraw.refusal.withdraw_turnover_not_enough', values: { short: '379.75', required: '500.00', actual: '120.25' } }],
    ['required_deposit_amount_not_reached', { data: { requiredDepositAmount: 1000, actualDepositAmount: 250.5 } }, { key: 'money.withdraw.refusal.required_deposit_amount_not_reached', values: { short: '749.50', required: '1,000.00', actual: '250.50' } }],
    ['promotion_turnover_not_enough', { data: { all: { remainingTurnover: '1234.5' } } }, { key: 'money.withdraw.refusal.promotion_turnover_not_enough', values: { short: '1,234.50' } }],
    ['required_member_information_incomplete', { data: ['required_email_add', 'required_mobile_no'] }, { key: 'money.withdraw.refusal.required_member_information_incomplete', values: { items: 'required_email_add, required_mobile_no' } }],
    ['invalid.payment.pw', null, { key: 'money.withdraw.refusal.invalid_payment_pw', values: {} }],
    ['not.exists.payment.password', null, { key: 'money.withdraw.refusal.not_exists_payment_password', values: {} }],
    ['bank_card_is_frozen', null, { key: 'money.withdraw.refusal.bank_card_is_frozen', values: {} }],
    ['withdraw_not_supported', null, { key: 'money.withdraw.refusal.withdraw_not_supported', values: {} }],
  ])('%s', (code, value, text) => expect(refusalText(readWithdrawRefusal(code, value), 'msg')).toEqual(text));

  it('names each missing member-information item', () => {
    const label = (item: string) => ({ required_email_add: 'e-mail', required_mobile_no: 'mobile number' })[item] ?? item;
    expect(refusalText(readWithdrawRefusal('required_member_information_incomplete', { data: ['required_email_add', 'required_mobile_no', 'required_new_thing'] }), null, label)?.values).toEqual({ items: 'e-mail, mobile number, required_new_thing' });
  });

  it('leaves an unlisted code to the platform message, or says unknown without one', () => {
    expect(refusalText(readWithdrawRefusal('something.else', null), 'The platform says no')).toBeNull();
    expect(refusalText(readWithdrawRefusal('something.else', null), null)).toEqual({ key: 'errors.unknown', values: {} });
  });
});
