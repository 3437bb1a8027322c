import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  integer,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import type { BlogContent, PageContent, SpecialPageContent, TrackingTag } from "./content-types";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

// Authentication tables, in the shape better-auth expects (field names are its own).
export const users = pgTable("users", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
  // 'administrador', 'editor' or 'comercial' (features/auth/roles.ts); accounts made before roles are administrators.
  role: text("role").notNull().default("administrador"),
  // A deactivated account keeps its history but can no longer sign in.
  active: boolean("active").notNull().default(true),
  // 'Avisar-me de novos contatos dos meus leads': a known person's new touch is e-mailed to the lead's owner.
  touchAlerts: boolean("touch_alerts").notNull().default(false),
  lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("accounts_user_id_idx").on(t.userId)],
);

export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier)],
);

/**
 * An administrator's invitation to join the team: the link's token is kept only as its SHA-256,
 * is good for 48 hours and for one account. A replaced or revoked invitation keeps its row, so
 * its link can say why it no longer opens.
 */
export const staffInvitations = pgTable(
  "staff_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    role: text("role").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    invitedBy: text("invited_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    replacedAt: timestamp("replaced_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("staff_invitations_email_idx").on(t.email)],
);

/** A staff member's authenticator secret and backup codes, both encrypted by the auth library. */
export const twoFactors = pgTable(
  "two_factors",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    verified: boolean("verified").notNull().default(true),
    failedVerificationCount: integer("failed_verification_count").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
  },
  (t) => [index("two_factors_user_id_idx").on(t.userId)],
);

export const pageTypes = ["produto", "servico", "importado"] as const;
export type PageType = (typeof pageTypes)[number];

export const pages = pgTable(
  "pages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    pageType: text("page_type").$type<PageType>().notNull(),
    content: jsonb("content").$type<PageContent>().notNull(),
    metaTitle: text("meta_title").notNull().default(""),
    metaDescription: text("meta_description").notNull().default(""),
    metaKeywords: text("meta_keywords").notNull().default(""),
    trackingTags: jsonb("tracking_tags").$type<TrackingTag[]>().notNull().default([]),
    trackingPixel: text("tracking_pixel").notNull().default(""),
    published: boolean("published").notNull().default(true),
    // A draft set to publish at this time (features/scheduled-publishing), and who set it.
    publishAt: timestamp("publish_at", { withTimezone: true }),
    publishScheduledBy: text("publish_scheduled_by").references(() => users.id, { onDelete: "set null" }),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // Lowercase, accent-free copies kept by the database, so a search compares plain text
    // instead of folding every row again (decision 061).
    searchTitle: text("search_title").generatedAlwaysAs(sql`immutable_unaccent(lower(title))`),
    searchText: text("search_text").generatedAlwaysAs(
      sql`immutable_unaccent(lower(coalesce(content->>'introduction', '') || ' ' || coalesce(content->>'description', '')))`,
    ),
  },
  (t) => [
    uniqueIndex("pages_slug_key").on(t.slug),
    index("pages_type_published_created_idx").on(t.pageType, t.published, t.createdAt.desc()),
    index("pages_created_at_idx").on(t.createdAt.desc()),
    index("pages_publish_at_idx")
      .on(t.publishAt)
      .where(sql`${t.publishAt} is not null`),
    index("pages_title_search_idx").using("gin", sql`${t.searchTitle} gin_trgm_ops`),
    index("pages_text_search_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    check("pages_page_type_check", sql`${t.pageType} in ('produto', 'servico', 'importado')`),
  ],
);

export const specialPages = pgTable("special_pages", {
  id: uuid("id").primaryKey().defaultRandom(),
  pageKey: text("page_key").$type<"home" | "about">().notNull().unique(),
  title: text("title").notNull(),
  content: jsonb("content").$type<SpecialPageContent>().notNull(),
  metaTitle: text("meta_title").notNull().default(""),
  metaDescription: text("meta_description").notNull().default(""),
  metaKeywords: text("meta_keywords").notNull().default(""),
  seoImageUrl: text("seo_image_url").notNull().default(""),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const siteSettings = pgTable("site_settings", {
  id: uuid("id").primaryKey().defaultRandom(),
  settingKey: text("setting_key").notNull().unique(),
  settingValue: jsonb("setting_value").$type<unknown>().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const policyKeys = ["privacy_policy", "terms_of_use", "cookie_policy"] as const;
export type PolicyKey = (typeof policyKeys)[number];

export const policies = pgTable("policies", {
  id: uuid("id").primaryKey().defaultRandom(),
  sectionKey: text("section_key").$type<PolicyKey>().notNull().unique(),
  title: text("title").notNull(),
  content: text("content").notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    excerpt: text("excerpt"),
    content: jsonb("content").$type<BlogContent>().notNull(),
    featuredImageUrl: text("featured_image_url"),
    published: boolean("published").notNull().default(false),
    // A draft set to publish at this time (features/scheduled-publishing), and who set it.
    publishAt: timestamp("publish_at", { withTimezone: true }),
    publishScheduledBy: text("publish_scheduled_by").references(() => users.id, { onDelete: "set null" }),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("blog_posts_slug_key").on(t.slug),
    index("blog_posts_published_created_idx").on(t.published, t.createdAt.desc()),
    index("blog_posts_publish_at_idx")
      .on(t.publishAt)
      .where(sql`${t.publishAt} is not null`),
  ],
);

// Old addresses of posts whose slug changed: they answer with a permanent redirect.
export const postRedirects = pgTable(
  "post_redirects",
  {
    oldSlug: text("old_slug").primaryKey(),
    postId: uuid("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("post_redirects_post_id_idx").on(t.postId)],
);

export const contactRequests = pgTable(
  "contact_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    company: text("company"),
    message: text("message").notNull(),
    type: text("type").notNull().default("contact"),
    // The public page the request was sent from (a catalogue page for the detail popup).
    sourcePage: text("source_page"),
    leadId: uuid("lead_id").references((): AnyPgColumn => leads.id, { onDelete: "set null" }),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("contact_requests_created_at_idx").on(t.createdAt.desc()), index("contact_requests_lead_id_idx").on(t.leadId)],
);

// A visit: one visitor session's page views with no gap over 30 minutes, with what the reports
// group it by (source, campaign, device) and its engaged time from the heartbeat.
export const visits = pgTable(
  "visits",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sessionId: text("session_id").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
    pageViews: integer("page_views").notNull().default(1),
    engagedMs: integer("engaged_ms").notNull().default(0),
    entryPath: text("entry_path").notNull(),
    referrerHost: text("referrer_host"),
    source: text("source").notNull(),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    device: text("device").notNull(),
  },
  (t) => [index("visits_started_at_idx").on(t.startedAt), index("visits_session_started_idx").on(t.sessionId, t.startedAt)],
);

export const visitorAnalytics = pgTable(
  "visitor_analytics",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    visitId: uuid("visit_id").references(() => visits.id, { onDelete: "cascade" }),
    engagedMs: integer("engaged_ms").notNull().default(0),
    sessionId: text("session_id").notNull(),
    pagePath: text("page_path").notNull(),
    referrer: text("referrer"),
    userAgent: text("user_agent"),
    visitedAt: timestamp("visited_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("visitor_analytics_session_id_idx").on(t.sessionId),
    index("visitor_analytics_visited_at_idx").on(t.visitedAt),
    index("visitor_analytics_visit_id_idx").on(t.visitId),
  ],
);

// Daily rollups of the visit figures, per São Paulo day, kept for closed days only so the
// reports answer quickly on millions of visits; a late write to a rolled-up day removes its rows.
export const analyticsDays = pgTable("analytics_days", {
  day: date("day", { mode: "string" }).primaryKey(),
  views: integer("views").notNull(),
  /** Sessions with a page view that day. */
  visitors: integer("visitors").notNull(),
  visits: integer("visits").notNull(),
  bounces: integer("bounces").notNull(),
  /** The durations of the day's visits added up (engaged time, else first to last view). */
  visitMs: doublePrecision("visit_ms").notNull(),
  /** Sessions whose first visit started that day: summed, they count every visitor once. */
  newVisitors: integer("new_visitors").notNull(),
});

// Sessions with a visit on a day that had visited before, by the day of their previous visit:
// the visitors of any range are then counted from the rollups, each once.
export const analyticsDayReturns = pgTable(
  "analytics_day_returns",
  {
    day: date("day", { mode: "string" }).notNull(),
    previousDay: date("previous_day", { mode: "string" }).notNull(),
    visitors: integer("visitors").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.previousDay] })],
);

export const analyticsDayPages = pgTable(
  "analytics_day_pages",
  {
    day: date("day", { mode: "string" }).notNull(),
    path: text("path").notNull(),
    views: integer("views").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.path] }), index("analytics_day_pages_path_day_idx").on(t.path, t.day)],
);

export const analyticsDayVisits = pgTable(
  "analytics_day_visits",
  {
    day: date("day", { mode: "string" }).notNull(),
    /** What the visits are grouped by: 'device' or 'source'. */
    dimension: text("dimension").notNull(),
    value: text("value").notNull(),
    visits: integer("visits").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.dimension, t.value] })],
);

// Visits of each campaign (utm_campaign) per day, with the utm_source it was tagged with
// ('' when untagged): the reports' campaigns table.
export const analyticsDayCampaigns = pgTable(
  "analytics_day_campaigns",
  {
    day: date("day", { mode: "string" }).notNull(),
    campaign: text("campaign").notNull(),
    source: text("source").notNull(),
    visits: integer("visits").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.campaign, t.source] })],
);

// The sales pipeline (docs/product/leads.md, decision 176): 'perdido' carries a reason; 'ganho' and 'perdido' close the lead.
export const leadStatuses = ["novo", "em_atendimento", "proposta_enviada", "ganho", "perdido"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/**
 * One lead per person, matched by e-mail without regard to case or accents: every contact
 * request, quote, catalogue popup, chat conversation and meeting of that e-mail belongs to it.
 * A person known only by phone (a call, an import) has no e-mail until one arrives with that
 * phone, and is then the same lead. The first and last touch keep where the visits that produced
 * it came from.
 */
export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email"),
    phone: text("phone"),
    // The phone's Brazilian digits (DDD and number, "19999990000"), how a lead without e-mail is found.
    phoneKey: text("phone_key"),
    company: text("company"),
    meetingAt: timestamp("meeting_at", { withTimezone: true }),
    // Length of the booked meeting: the hours may change later, and overlaps are checked with it.
    meetingMinutes: integer("meeting_minutes"),
    // A meeting booked from the site is held until the visitor confirms it from the e-mail, and
    // released at this instant otherwise; null once confirmed, and for a meeting staff set.
    meetingHeldUntil: timestamp("meeting_held_until", { withTimezone: true }),
    // The hash of the link that confirms the hold: the link itself is never stored readable.
    meetingTokenHash: text("meeting_token_hash"),
    status: text("status").$type<LeadStatus>().notNull().default("novo"),
    // Why it was lost: one of the reasons in the settings (counted by reports), and staff's own words.
    lostReason: text("lost_reason"),
    lostDetail: text("lost_detail"),
    ownerId: text("owner_id").references(() => users.id, { onDelete: "set null" }),
    // What the deal is worth, in centavos: the latest proposal's total, or what staff typed.
    valueCents: bigint("value_cents", { mode: "number" }),
    firstSource: text("first_source"),
    firstUtmSource: text("first_utm_source"),
    firstUtmMedium: text("first_utm_medium"),
    firstUtmCampaign: text("first_utm_campaign"),
    firstLandingPage: text("first_landing_page"),
    lastSource: text("last_source"),
    lastUtmSource: text("last_utm_source"),
    lastUtmMedium: text("last_utm_medium"),
    lastUtmCampaign: text("last_utm_campaign"),
    lastLandingPage: text("last_landing_page"),
    lastTouchAt: timestamp("last_touch_at", { withTimezone: true }).notNull().defaultNow(),
    deleted: boolean("deleted").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    // One live lead per person: the same e-mail typed with other case or accents finds it.
    uniqueIndex("leads_email_live_key")
      .on(sql`immutable_unaccent(lower(${t.email}))`)
      .where(sql`${t.deleted} = false`),
    // One live lead without e-mail per phone; a touch by phone finds any live lead of it.
    uniqueIndex("leads_phone_only_live_key")
      .on(t.phoneKey)
      .where(sql`${t.deleted} = false and ${t.email} is null`),
    index("leads_phone_key_live_idx")
      .on(t.phoneKey)
      .where(sql`${t.deleted} = false and ${t.phoneKey} is not null`),
    index("leads_created_at_idx").on(t.createdAt.desc()),
    index("leads_owner_status_idx").on(t.ownerId, t.status),
    // A slot belongs to one live lead at most: two visitors cannot book the same time.
    uniqueIndex("leads_meeting_at_live_key")
      .on(t.meetingAt)
      .where(sql`${t.deleted} = false and ${t.meetingAt} is not null`),
    uniqueIndex("leads_meeting_token_hash_key")
      .on(t.meetingTokenHash)
      .where(sql`${t.meetingTokenHash} is not null`),
    // The sweep of expired holds reads only the holds.
    index("leads_meeting_held_until_idx")
      .on(t.meetingHeldUntil)
      .where(sql`${t.meetingHeldUntil} is not null`),
    check("leads_status_check", sql`${t.status} in ('novo', 'em_atendimento', 'proposta_enviada', 'ganho', 'perdido')`),
    check("leads_value_cents_check", sql`${t.valueCents} >= 0`),
    check("leads_email_or_phone_check", sql`${t.email} is not null or ${t.phoneKey} is not null`),
  ],
);

export const leadEventKinds = [
  "note",
  "status",
  "owner",
  "task",
  "task_done",
  "task_reopened",
  "meeting_booked",
  "meeting_confirmed",
  "meeting_expired",
  "meeting_cancelled",
  "proposal_viewed",
  "proposal_approved",
  "proposal_refused",
  "touch",
  "merged",
] as const;
export type LeadEventKind = (typeof leadEventKinds)[number];

/**
 * What happened to a lead that no other table holds: notes, status and owner changes, tasks
 * created, done and reopened, meetings booked, confirmed, expired and cancelled, a proposal's first
 * view and its answer, contacts staff recorded from outside the site ('touch': a call, a fair, an
 * import), and another lead of the same person merged into it, each with its author (none for the
 * visitor or the site).
 * Messages, conversations and e-mails are read from their own tables for the timeline.
 */
export const leadEvents = pgTable(
  "lead_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    kind: text("kind").$type<LeadEventKind>().notNull(),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    // A note's text, or a status change's reason.
    body: text("body"),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index("lead_events_lead_created_idx").on(t.leadId, t.createdAt)],
);

export const outboxStatuses = ["pending", "sent", "failed"] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];
export type OutboxAttachment = { filename: string; contentType: string; content: string };

/**
 * Every e-mail the site sends, written in the transaction of what caused it and sent by a worker
 * with retries; `dedupe_key` makes an e-mail that must go once (a reminder, a digest) go once.
 */
export const outboxMails = pgTable(
  "outbox_mails",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    dedupeKey: text("dedupe_key"),
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    to: text("to").notNull(),
    replyTo: text("reply_to"),
    // The sender's display name beside the company's address (a reply: "Ana – Empresa"); null: SMTP_FROM's.
    fromName: text("from_name"),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    // The sign-in link of an access e-mail (reset, invitation), kept out of `text` and only until
    // the e-mail is sent or given up: no live token stays readable (decision 177).
    secretLink: text("secret_link"),
    attachments: jsonb("attachments").$type<OutboxAttachment[]>().notNull().default([]),
    status: text("status").$type<OutboxStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    // When the worker may try it next; null once sent or given up.
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("outbox_mails_dedupe_key").on(t.dedupeKey),
    index("outbox_mails_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.nextAttemptAt} is not null`),
    index("outbox_mails_lead_idx").on(t.leadId),
    index("outbox_mails_created_idx").on(t.createdAt.desc()),
    check("outbox_mails_status_check", sql`${t.status} in ('pending', 'sent', 'failed')`),
  ],
);

export const agentMessages = pgTable(
  "agent_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
    sessionId: text("session_id").notNull(),
    messageType: text("message_type").$type<"user" | "assistant">().notNull(),
    messageContent: text("message_content").notNull(),
    timestampMessage: timestamp("timestamp_message", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index("agent_messages_session_id_idx").on(t.sessionId, t.createdAt),
    index("agent_messages_lead_id_idx").on(t.leadId),
    index("agent_messages_timestamp_idx").on(t.timestampMessage.desc()),
    check("agent_messages_type_check", sql`${t.messageType} in ('user', 'assistant')`),
  ],
);

// Where the built-in assistant stands in each visitor's conversation (collecting contact data,
// offering slots) and which lead the visitor turned out to be.
export const chatSessions = pgTable("chat_sessions", {
  sessionId: text("session_id").primaryKey(),
  leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
  state: jsonb("state").$type<unknown>().notNull().default({}),
  updatedAt: updatedAt(),
});

// Counters of rate-limiter-flexible, shared by every instance on one PostgreSQL server.
export const rateLimits = pgTable("rate_limits", {
  key: varchar("key", { length: 255 }).primaryKey(),
  points: integer("points").notNull().default(0),
  expire: bigint("expire", { mode: "number" }),
});

// Old addresses of pages whose slug changed: they answer with a permanent redirect.
export const pageRedirects = pgTable(
  "page_redirects",
  {
    oldSlug: text("old_slug").primaryKey(),
    pageId: uuid("page_id")
      .notNull()
      .references(() => pages.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("page_redirects_page_id_idx").on(t.pageId)],
);

/**
 * What staff did: one row per change, sign-in and refused sign-in, written in the transaction of
 * the change itself. `fields` names what changed; rows older than a year are removed.
 */
/** One field's value before and after a change, as the activity log keeps it. */
export type ActivityChange = { field: string; before: string; after: string };

export const activityLog = pgTable(
  "activity_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    action: text("action").notNull(),
    // What the row is about, as staff read it then (a page's title, a visitor's name).
    label: text("label").notNull().default(""),
    fields: jsonb("fields").$type<string[]>().notNull().default([]),
    // The short values of content fields, before and after (decision 213); never a person's data.
    changes: jsonb("changes").$type<ActivityChange[]>().notNull().default([]),
  },
  (t) => [
    index("activity_log_at_idx").on(t.at),
    index("activity_log_actor_at_idx").on(t.actorId, t.at),
    index("activity_log_entity_at_idx").on(t.entity, t.at),
  ],
);

export const revisionSubjects = ["page", "post", "policy", "special"] as const;
export type RevisionSubject = (typeof revisionSubjects)[number];

// "baseline": the item as it was before its first tracked save, kept so that save can be undone.
export const revisionOrigins = ["save", "restore", "schedule", "baseline"] as const;
export type RevisionOrigin = (typeof revisionOrigins)[number];

// Every save of an editable item keeps a snapshot of what was saved, by whom and when: the last
// 50 per item (features/revisions). `subject_id` is the item's id, or the key of a special page.
export const revisions = pgTable(
  "revisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    subject: text("subject").$type<RevisionSubject>().notNull(),
    subjectId: text("subject_id").notNull(),
    snapshot: jsonb("snapshot").$type<Record<string, unknown>>().notNull(),
    origin: text("origin").$type<RevisionOrigin>().notNull().default("save"),
    // When the restored version had been saved: the restored revision itself may be pruned later.
    restoredFromAt: timestamp("restored_from_at", { withTimezone: true }),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("revisions_subject_created_idx").on(t.subject, t.subjectId, t.createdAt.desc()),
    check("revisions_subject_check", sql`${t.subject} in ('page', 'post', 'policy', 'special')`),
  ],
);

/**
 * The media library: one row per stored upload, named by its stored name. Width and height are
 * read from an image's bytes when it is stored, so pages reserve its space; alt text is kept per file.
 */
export const media = pgTable(
  "media",
  {
    name: text("name").primaryKey(),
    originalName: text("original_name").notNull(),
    type: text("type").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    width: integer("width"),
    height: integer("height"),
    alt: text("alt").notNull().default(""),
    uploadedBy: text("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("media_created_at_idx").on(t.createdAt.desc())],
);

/**
 * The purges of the CDN still to be sent, one row per cache tag: a flood of edits updates the
 * rows of the tags it changes, so the queue never holds more rows than there are tags. Each
 * invalidation raises the row's generation; a purge sent deletes the row only if no invalidation
 * came while it was under way, so every invalidation is followed by a purge.
 */
export const cdnPurges = pgTable(
  "cdn_purges",
  {
    tag: text("tag").primaryKey(),
    generation: integer("generation").notNull().default(1),
    attempts: integer("attempts").notNull().default(0),
    // When a worker may send it next: a failure waits longer each time, a send in progress holds a lease.
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull(),
    lastError: text("last_error"),
    // The first invalidation not yet purged: a purge that still fails a day later is given up.
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("cdn_purges_due_idx").on(t.nextAttemptAt)],
);

// Proposals
export const proposalStatuses = ["rascunho", "enviada", "aprovada", "recusada", "substituida"] as const;
export type ProposalStatus = (typeof proposalStatuses)[number];
export const proposalUnits = ["un", "pç", "kg", "m", "h", "conjunto"] as const;
export type ProposalUnit = (typeof proposalUnits)[number];
export const freightTypes = ["CIF", "FOB"] as const;
export type FreightType = (typeof freightTypes)[number];

/**
 * The last proposal number given in each year: the row is updated in the transaction that
 * numbers a proposal, so two instances on one PostgreSQL wait for each other and never share one.
 */
export const proposalCounters = pgTable("proposal_counters", {
  year: integer("year").primaryKey(),
  lastNumber: integer("last_number").notNull(),
});

/**
 * One version of a lead's proposal ('2026-0001' v1, v2…). A draft is edited in place; a sent
 * version is never changed again but for its answer: editing it makes the next version, and
 * sending that one supersedes the earlier. Money in centavos, computed on the server.
 */
export const proposals = pgTable(
  "proposals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    number: text("number").notNull(),
    version: integer("version").notNull().default(1),
    status: text("status").$type<ProposalStatus>().notNull().default("rascunho"),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    freightType: text("freight_type").$type<FreightType>().notNull().default("FOB"),
    freightCents: bigint("freight_cents", { mode: "number" }).notNull().default(0),
    paymentTerms: text("payment_terms").notNull().default(""),
    deliveryTime: text("delivery_time").notNull().default(""),
    validityDays: integer("validity_days").notNull(),
    notes: text("notes").notNull().default(""),
    subtotalCents: bigint("subtotal_cents", { mode: "number" }).notNull().default(0),
    totalCents: bigint("total_cents", { mode: "number" }).notNull().default(0),
    // Who sent it, as the customer read it (the PDF's signature and the e-mail's Reply-To).
    senderName: text("sender_name"),
    senderEmail: text("sender_email"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    // The last day it holds (São Paulo), and the instant its link stops answering.
    validUntil: date("valid_until", { mode: "string" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    // The hash of the customer's link: the link itself is never stored readable.
    tokenHash: text("token_hash"),
    viewedAt: timestamp("viewed_at", { withTimezone: true }),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    answerName: text("answer_name"),
    purchaseOrder: text("purchase_order"),
    refusalReason: text("refusal_reason"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("proposals_number_version_key").on(t.number, t.version),
    uniqueIndex("proposals_token_hash_key")
      .on(t.tokenHash)
      .where(sql`${t.tokenHash} is not null`),
    index("proposals_lead_idx").on(t.leadId, t.createdAt),
    check("proposals_status_check", sql`${t.status} in ('rascunho', 'enviada', 'aprovada', 'recusada', 'substituida')`),
    check("proposals_freight_type_check", sql`${t.freightType} in ('CIF', 'FOB')`),
    check("proposals_money_check", sql`${t.freightCents} >= 0 and ${t.subtotalCents} >= 0 and ${t.totalCents} >= 0`),
  ],
);

/** A proposal's line: an item of the catalogue (linked while the page exists) or free text. */
export const proposalLines = pgTable(
  "proposal_lines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    proposalId: uuid("proposal_id")
      .notNull()
      .references(() => proposals.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    pageId: uuid("page_id").references(() => pages.id, { onDelete: "set null" }),
    description: text("description").notNull(),
    // Thousandths of the unit, so 1,5 kg is 1500.
    quantityThousandths: integer("quantity_thousandths").notNull(),
    unit: text("unit").$type<ProposalUnit>().notNull(),
    unitPriceCents: bigint("unit_price_cents", { mode: "number" }).notNull(),
    // Hundredths of a percent, so 2,5 % is 250.
    discountBasisPoints: integer("discount_basis_points").notNull().default(0),
    totalCents: bigint("total_cents", { mode: "number" }).notNull(),
  },
  (t) => [
    uniqueIndex("proposal_lines_position_key").on(t.proposalId, t.position),
    check("proposal_lines_quantity_check", sql`${t.quantityThousandths} > 0`),
    check("proposal_lines_discount_check", sql`${t.discountBasisPoints} between 0 and 10000`),
    check("proposal_lines_money_check", sql`${t.unitPriceCents} >= 0 and ${t.totalCents} >= 0`),
  ],
);

// Conversions

/**
 * The rows of CSV imports already brought in, by a hash of what each row says: importing the
 * same file again creates and adds nothing.
 */
export const leadImportRows = pgTable("lead_import_rows", {
  key: text("key").primaryKey(),
  leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
  authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

export const siteConversionKinds = ["whatsapp", "phone", "email"] as const;
export type SiteConversionKind = (typeof siteConversionKinds)[number];

/**
 * A click on a WhatsApp, phone or e-mail link of the public site, once per visitor session, page
 * and kind, with the source and campaign of the visit it happened in.
 */
export const siteConversions = pgTable(
  "site_conversions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sessionId: text("session_id").notNull(),
    kind: text("kind").$type<SiteConversionKind>().notNull(),
    pagePath: text("page_path").notNull(),
    source: text("source").notNull(),
    utmSource: text("utm_source"),
    utmCampaign: text("utm_campaign"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("site_conversions_once_key").on(t.sessionId, t.pagePath, t.kind),
    index("site_conversions_created_at_idx").on(t.createdAt),
    check("site_conversions_kind_check", sql`${t.kind} in ('whatsapp', 'phone', 'email')`),
  ],
);

// Tasks

export const taskTypes = ["ligar", "email", "whatsapp", "reuniao", "visita", "tarefa"] as const;
export type TaskType = (typeof taskTypes)[number];

/**
 * What someone in sales is to do about a lead, and when: a call, an e-mail, a WhatsApp message, a
 * meeting, a visit or any other task, with its owner and a note; done (or reopened) on the lead's
 * page, each change an event on its timeline.
 */
export const leadTasks = pgTable(
  "lead_tasks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    type: text("type").$type<TaskType>().notNull().default("tarefa"),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    ownerId: text("owner_id").references(() => users.id, { onDelete: "set null" }),
    note: text("note").notNull().default(""),
    // When it was done; null while it is open.
    doneAt: timestamp("done_at", { withTimezone: true }),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("lead_tasks_lead_due_idx").on(t.leadId, t.dueAt),
    // 'Minhas tarefas' and the morning e-mails read only the open ones, per owner.
    index("lead_tasks_open_owner_due_idx")
      .on(t.ownerId, t.dueAt)
      .where(sql`${t.doneAt} is null`),
    check("lead_tasks_type_check", sql`${t.type} in ('ligar', 'email', 'whatsapp', 'reuniao', 'visita', 'tarefa')`),
  ],
);
