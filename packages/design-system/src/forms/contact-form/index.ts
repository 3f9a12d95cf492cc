export { ContactForm, type ContactFormProps } from './contact-form';
export {
  defaultContactFormLabels,
  type ContactFormLabels,
  type ContactPolicyHrefs,
} from './contact-form-labels';
