/** The account area's routes (spec §2). */
export const userPaths = {
  login: '/login',
  signup: '/signup',
  onboarding: '/signup/onboarding',
  dashboard: '/user/dashboard',
  setting: '/user/setting',
  billing: '/user/billing',
  usage: '/user/usage',
  payment: '/user/billing/payment',
  paymentSuccess: '/user/billing/payment/success',
  paymentCancelled: '/user/billing/payment/cancle',
  /** The cancelled page's retry target; the app router redirects it to the payment page. */
  plan: '/plan',
} as const;
