export { PolicyDocument, type PolicyDocumentProps, type PolicySection } from './policy-document';
export { PolicyContactCard, type PolicyContactCardProps } from './policy-contact-card';
