import { validateEnquiry } from './enquiry-validation';

// Spec 5 and 8: the patterns and their messages.
describe('the enquiry fields the browser checks', () => {
  it('accepts an ordinary address, phone number and a completed captcha', () => {
    expect(validateEnquiry({ email: 'anna@example.com.au', phone: '+61 (02) 9876 5432' }, 'token')).toEqual({});
  });

  it("gives the spec's message for each problem", () => {
    expect(validateEnquiry({ email: 'anna@example', phone: 'call me' }, '')).toEqual({
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
      captcha: 'Please complete the captcha verification',
    });
  });
});
