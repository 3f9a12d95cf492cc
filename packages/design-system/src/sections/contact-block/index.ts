export { ContactBlock, type ContactBlockProps } from './contact-block';
export {
  ContactDetails,
  type ContactDetailsProps,
  type ContactEmail,
  type ContactPostalAddress,
  type ContactLinkedIn,
  LinkedInMark,
} from './contact-details';
