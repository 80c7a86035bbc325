import type { EnquiryForm, EnquiryStage, EnquiryStatus, NO_ASSIGNEE, NO_STAGE } from '@site/contracts';

/** An enquiry as the staff inbox API (GET /api/cms/enquiries) returns it: web's names for @site/contracts' views. */
export type {
  DeliveryView as EnquiryDelivery,
  EnquiryCounts,
  EnquiryForm as EnquiryFormName,
  EnquiryPage,
  EnquiryStatus,
  EnquiryView as Enquiry,
} from '@site/contracts';

/** The inbox's filters; no status means the inbox (new and handled), held and spam being folders of their own. */
export interface EnquiryFilters {
  status?: EnquiryStatus;
  form?: EnquiryForm;
  stage?: EnquiryStage | typeof NO_STAGE;
  /** A staff member's id, or "none". */
  assignee?: string | typeof NO_ASSIGNEE;
  q?: string;
}
