/** Issue 36 item 2: where a lead stands, beside its status; null until someone sets one. */
export const ENQUIRY_STAGES = ['contacted', 'qualified', 'won', 'lost'] as const;
export type EnquiryStage = (typeof ENQUIRY_STAGES)[number];

/** A note's text is 1 to this many characters. */
export const NOTE_TEXT_LIMIT = 5000;

/** Another enquiry from the same e-mail address within this many days is shown with the earlier ones. */
export const EARLIER_ENQUIRY_DAYS = 30;

/** A staff member as the inbox names them (an assignee, a note's writer). */
export interface StaffReferenceView {
  id: string;
  displayName: string;
}

/** PATCH /api/cms/enquiries/{id}: any one or more of these. assigneeId null clears the assignee, stage null the stage. */
export interface UpdateEnquiryBody {
  status?: 'new' | 'handled' | 'spam';
  stage?: EnquiryStage | null;
  assigneeId?: string | null;
}

/** POST /api/cms/enquiries/{id}/notes. */
export interface NewNoteBody {
  text: string;
}

/** A note on an enquiry: who wrote it and when. */
export interface EnquiryNoteView {
  id: string;
  text: string;
  by: StaffReferenceView;
  at: string;
}

/** The inbox's filters beside status, form and search: ?stage= (or "none") and ?assignee= (a user id, or "none"). */
export const NO_STAGE = 'none';
export const NO_ASSIGNEE = 'none';

/** The reports' periods (GET /api/cms/enquiries/report?days=). */
export const REPORT_PERIODS_DAYS = [30, 90] as const;
export type ReportPeriodDays = (typeof REPORT_PERIODS_DAYS)[number];
/** How an enquiry without a utm_source counts in the report. */
export const DIRECT_SOURCE = '(direct)';
/** How an enquiry without a campaign, landing page or form page counts in the report. */
export const NOT_RECORDED = '(none)';

/** GET /api/cms/enquiries/report?days=30|90: enquiries (spam left out) received in the period, weeks starting on Monday in SITE_TIME_ZONE. */
export interface LeadReportView {
  total: number;
  won: number;
  byWeek: Array<{ weekStart: string; count: number }>;
  bySource: Array<{ source: string; count: number }>;
  byCampaign: Array<{ campaign: string; count: number }>;
  byLandingPage: Array<{ page: string; count: number }>;
  byPage: Array<{ page: string; count: number }>;
}

/** POST /api/cms/enquiries/erase (administrators). */
export interface EraseEnquiriesBody {
  email: string;
}
export interface EraseEnquiriesView {
  deleted: number;
}
