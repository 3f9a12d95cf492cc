export { ContactBlock, type ContactBlockProps } from './contact-block';
export {
  ContactDetails,
  type ContactDetailsProps,
  type ContactEmail,
  type ContactPostalAddress,
  type ContactLinkedIn,
} from './contact-details';
export { LinkedInMark } from './linkedin-mark';
