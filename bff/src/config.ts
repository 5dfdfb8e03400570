import { DOCUMENT_LIMITS, EMAIL_PATTERN, internationalPhoneDigits, PROOF_LIMITS } from '@safa/contract';
import { z } from 'zod';
import type { HoldLimits } from './modules/bookings/hold-policy';
import { parseAddressRange } from './network/addresses';
import { weakPasswordReason, weakSecretReason } from './secret-strength';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const list = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);

/** Compose files pass unset variables through as empty strings: those mean unset too. */
const unsetWhenEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema);

const environmentSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    // Unset: each entry's own default (see `Config.host`).
    HOST: unsetWhenEmpty(z.string().optional()),
    // BFF_PORT when the whole stack shares one environment (npm start); PORT for platforms that set it.
    BFF_PORT: z.coerce.number().int().min(0).max(65_535).optional(),
    PORT: z.coerce.number().int().min(0).max(65_535).default(4000),
    MONGODB_URI: z
      .string()
      .startsWith('mongodb', { error: 'MONGODB_URI must be a mongodb:// URI.' })
      .optional(),
    // How many members must have a write, journaled, before it is acknowledged (see bff/README.md).
    MONGODB_WRITE_CONCERN: z
      .union([z.literal('majority'), z.coerce.number().int().min(0)])
      .default('majority'),
    MONGODB_JOURNAL: booleanFlag.default(true),
    ADMIN_USERNAME: z.string().trim().min(1).default('admin'),
    ADMIN_PASSWORD: z.string().min(1).optional(),
    // Logins need the second factor, and are refused until one is set up (see bff/README.md).
    ADMIN_TOTP_REQUIRED: booleanFlag.default(false),
    JWT_SECRET: z.string().min(1).optional(),
    JWT_TTL_SECONDS: z.coerce
      .number()
      .int()
      .positive()
      .default(8 * 60 * 60),
    CORS_ORIGINS: list.default([]),
    SEED_DEMO_DATA: booleanFlag.optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUSTED_PROXIES: list
      .refine((entries) => entries.every((entry) => parseAddressRange(entry)), {
        error: 'must list IP addresses or CIDR ranges, separated by commas',
      })
      .default(['127.0.0.0/8', '::1']),
    // Generous: carriers put many visitors behind one address (carrier-grade NAT); see bff/README.md.
    PUBLIC_POST_LIMIT: z.coerce.number().int().positive().default(30),
    // E-mails of their own per sender an enquiry names, per window; the rest are summed up in one.
    ENQUIRY_MAILS_PER_SENDER: z.coerce.number().int().positive().default(5),
    // E-mails that may wait to be sent; beyond, a new enquiry's e-mail is dropped (the enquiry is kept).
    OUTBOX_LIMIT: z.coerce.number().int().positive().default(500),
    PUBLIC_POST_WINDOW_SECONDS: z.coerce
      .number()
      .int()
      .positive()
      .default(15 * 60),
    SHUTDOWN_GRACE_MS: z.coerce.number().int().positive().default(10_000),
    // Enquiry notifications (see bff/README.md): off without SMTP_URL.
    SMTP_URL: unsetWhenEmpty(
      z.url({ protocol: /^smtps?$/, error: 'SMTP_URL must be an smtp:// or smtps:// URL.' }).optional(),
    ),
    NOTIFY_EMAIL: list
      .refine((addresses) => addresses.every((address) => EMAIL_PATTERN.test(address)), {
        error: 'must list e-mail addresses, separated by commas',
      })
      .default([]),
    SMTP_FROM: unsetWhenEmpty(z.string().trim().min(3).optional()),
    NEWSLETTER_DIGEST_HOUR: z.coerce.number().int().min(0).max(23).default(8),
    SITE_URL: unsetWhenEmpty(z.url({ protocol: /^https?$/ }).optional()),
    // Bookings (see bff/README.md, Bookings): how long a booking holds its seats unpaid, and how many
    // seats one client address or one phone number may hold at once.
    BOOKING_HOLD_HOURS: z.coerce.number().positive().default(48),
    BOOKING_SEATS_HELD_MAX: z.coerce.number().int().positive().default(10),
    BOOKING_SEATS_HELD_PER_ADDRESS: z.coerce.number().int().positive().default(30),
    BOOKING_UNPAID_SHARE: z.coerce.number().min(0).max(1).default(0.25),
    BOOKING_PAY_NOW_MINUTES: z.coerce.number().positive().default(30),
    // How often holds are looked at (expired, told they end soon).
    BOOKING_HOLD_CHECK_SECONDS: z.coerce.number().positive().default(30),
    // E-mails a visitor's booking or proof sends to one inbox a day (anyone may book in anyone's name).
    BOOKING_MAILS_PER_INBOX: z.coerce.number().int().positive().default(5),
    // Payments (see bff/README.md, Payments): the agency's account for bank transfers, always shown;
    // cards through Paystack when its secret key is set; the days before a balance is due to remind.
    BANK_NAME: unsetWhenEmpty(z.string().trim().min(2).optional()),
    BANK_ACCOUNT_NAME: unsetWhenEmpty(z.string().trim().min(2).optional()),
    BANK_ACCOUNT_NUMBER: unsetWhenEmpty(
      z
        .string()
        .regex(/^\d{10}$/, { error: 'must be a 10-digit NUBAN account number' })
        .optional(),
    ),
    PAYSTACK_SECRET_KEY: unsetWhenEmpty(
      z
        .string()
        .regex(/^sk_(test|live)_\w{20,}$/, {
          error: 'must be a Paystack secret key (sk_live_… or sk_test_…)',
        })
        .optional(),
    ),
    PAYSTACK_BASE_URL: unsetWhenEmpty(z.url({ protocol: /^https?$/ }).default('https://api.paystack.co')),
    // Dedicated virtual accounts: an account number per booking, its transfers recorded by themselves.
    PAYSTACK_DVA: z
      .enum(['true', 'false'], { error: 'must be true or false' })
      .transform((value) => value === 'true')
      .default(false),
    PAYSTACK_DVA_BANK: z
      .string()
      .regex(/^[a-z-]{3,40}$/, { error: 'must be a bank slug, as wema-bank' })
      .default('wema-bank'),
    // The smallest card payment of a chosen amount, in naira (a smaller balance is paid whole).
    CARD_MIN_AMOUNT: z.coerce.number().int().positive().default(1000),
    // A balance unpaid past its day: `flag` (shown, the customer told) or `release-after-N` days, with notice.
    BALANCE_MISSED_POLICY: z
      .string()
      .regex(/^(flag|release-after-\d{1,3})$/, { error: 'must be flag or release-after-N (days)' })
      .default('flag')
      .transform((policy) => (policy === 'flag' ? undefined : Number(policy.slice('release-after-'.length)))),
    // Transfer proofs: kept this long after their booking ended (privacy notice), and at most this much in all.
    PROOF_RETENTION_DAYS: z.coerce.number().int().positive().default(PROOF_LIMITS.retentionDays),
    PROOF_STORAGE_MAX_MB: z.coerce.number().positive().default(2048),
    // Travellers' documents: kept this long after the trip's return (privacy notice), and at most this much in all.
    DOCUMENT_RETENTION_DAYS: z.coerce
      .number()
      .int()
      .positive()
      .default(DOCUMENT_LIMITS.retentionDaysAfterReturn),
    DOCUMENT_STORAGE_MAX_MB: z.coerce.number().positive().default(8192),
    // A card payment not recorded this long after it started is asked of Paystack (and again as long after).
    PAYSTACK_RECONCILE_MINUTES: z.coerce.number().positive().default(5),
    BALANCE_REMINDER_DAYS: list
      .refine((days) => days.every((day) => /^\d{1,3}$/.test(day) && Number(day) > 0), {
        error: 'must list whole numbers of days, separated by commas',
      })
      .transform((days) => [...new Set(days.map(Number))].sort((a, b) => b - a))
      .default([14, 7, 2]),
    // Messages on WhatsApp (Meta's Cloud API) and SMS (Termii's DND route), see bff/README.md: each off
    // without its credentials.
    WHATSAPP_API_URL: unsetWhenEmpty(
      z.url({ protocol: /^https?$/ }).default('https://graph.facebook.com/v21.0'),
    ),
    WHATSAPP_PHONE_NUMBER_ID: unsetWhenEmpty(
      z
        .string()
        .regex(/^\d{5,30}$/, { error: 'must be digits' })
        .optional(),
    ),
    WHATSAPP_ACCESS_TOKEN: unsetWhenEmpty(z.string().trim().min(20).optional()),
    WHATSAPP_VERIFY_TOKEN: unsetWhenEmpty(z.string().trim().min(8).optional()),
    WHATSAPP_APP_SECRET: unsetWhenEmpty(z.string().trim().min(16).optional()),
    OPERATOR_WHATSAPP: unsetWhenEmpty(
      z
        .string()
        .refine((phone) => internationalPhoneDigits(phone) !== undefined, { error: 'must be a phone number' })
        .optional(),
    ),
    WHATSAPP_FALLBACK_MINUTES: z.coerce.number().positive().default(30),
    WHATSAPP_LANGUAGE: z
      .string()
      .regex(/^[a-z]{2}(_[A-Z]{2})?$/)
      .default('en'),
    // Template names (and languages) other than the defaults: `kind=name` or `kind=name:language`, by commas.
    WHATSAPP_TEMPLATES: list
      .refine((entries) => entries.every((entry) => /^\w+=\w+(:[a-z]{2}(_[A-Z]{2})?)?$/.test(entry)), {
        error: 'must list kind=template_name or kind=template_name:language, separated by commas',
      })
      .default([]),
    SMS_API_URL: unsetWhenEmpty(z.url({ protocol: /^https?$/ }).default('https://api.ng.termii.com')),
    SMS_API_KEY: unsetWhenEmpty(z.string().trim().min(10).optional()),
    SMS_SENDER_ID: unsetWhenEmpty(
      z
        .string()
        .regex(/^[A-Za-z0-9 ]{3,11}$/, { error: 'must be 3 to 11 letters or digits' })
        .optional(),
    ),
    // Lagos hours in which WhatsApp and SMS messages are sent (but the urgent ones): `from-to`.
    MESSAGE_HOURS: z
      .string()
      .regex(/^\d{1,2}-\d{1,2}$/, { error: 'must be two hours, as 8-20' })
      .transform((hours) => hours.split('-').map(Number) as [number, number])
      .refine(([from, to]) => from < to && to <= 24, { error: 'must start before it ends, within the day' })
      .default([8, 20]),
    // The key of the personal data encrypted at rest (passport numbers): 32 random bytes, hex or base64.
    DATA_KEY: unsetWhenEmpty(
      z
        .string()
        .refine((key) => dataKeyBytes(key) !== undefined, {
          error: 'must be 32 random bytes, as 64 hex characters or 43-44 base64 (openssl rand -hex 32)',
        })
        .optional(),
    ),
  })
  .superRefine((env, context) => {
    const whatsApp = [env.WHATSAPP_PHONE_NUMBER_ID, env.WHATSAPP_ACCESS_TOKEN, env.WHATSAPP_APP_SECRET];
    if (whatsApp.some(Boolean) && !whatsApp.every(Boolean)) {
      context.addIssue({
        code: 'custom',
        path: ['WHATSAPP_ACCESS_TOKEN'],
        message:
          'WhatsApp needs WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_ACCESS_TOKEN and WHATSAPP_APP_SECRET together',
      });
    }
    if (Boolean(env.SMS_API_KEY) !== Boolean(env.SMS_SENDER_ID)) {
      context.addIssue({
        code: 'custom',
        path: ['SMS_API_KEY'],
        message: 'SMS needs SMS_API_KEY and SMS_SENDER_ID together',
      });
    }
    if (env.SMTP_URL && env.NOTIFY_EMAIL.length === 0) {
      context.addIssue({ code: 'custom', path: ['NOTIFY_EMAIL'], message: 'is required with SMTP_URL' });
    }
    if (env.NODE_ENV !== 'production') return;
    if (!env.MONGODB_URI) {
      context.addIssue({ code: 'custom', path: ['MONGODB_URI'], message: 'is required in production' });
    }
    for (const variable of ['BANK_NAME', 'BANK_ACCOUNT_NAME', 'BANK_ACCOUNT_NUMBER'] as const) {
      if (!env[variable]) {
        context.addIssue({
          code: 'custom',
          path: [variable],
          message: 'is required in production: customers pay bookings by bank transfer to it',
        });
      }
    }
    if (env.SMTP_URL && !env.SITE_URL) {
      context.addIssue({
        code: 'custom',
        path: ['SITE_URL'],
        message: 'is required in production with SMTP_URL (the links in the e-mails)',
      });
    }
    for (const [variable, problem] of secretProblems(env)) {
      context.addIssue({ code: 'custom', path: [variable], message: problem });
    }
  });

/** The 32 bytes a DATA_KEY is written as (hex or base64), or undefined when it is neither. */
function dataKeyBytes(key: string): Buffer | undefined {
  const bytes = /^[\da-f]{64}$/i.test(key)
    ? Buffer.from(key, 'hex')
    : /^[\w+/-]{43}=?$/.test(key)
      ? Buffer.from(key, 'base64')
      : undefined;
  return bytes?.length === 32 ? bytes : undefined;
}

/** What is wrong with the admin password and the keys, by variable. */
function secretProblems(env: {
  ADMIN_USERNAME: string;
  ADMIN_PASSWORD?: string | undefined;
  JWT_SECRET?: string | undefined;
  DATA_KEY?: string | undefined;
}): Array<[string, string]> {
  const problems: Array<[string, string | undefined]> = [
    [
      'ADMIN_PASSWORD',
      env.ADMIN_PASSWORD
        ? weakPasswordReason(env.ADMIN_PASSWORD, env.ADMIN_USERNAME)
        : 'is required in production',
    ],
    [
      'JWT_SECRET',
      env.JWT_SECRET && env.JWT_SECRET.length >= 32
        ? weakSecretReason(env.JWT_SECRET)
        : 'must be set to at least 32 random characters in production',
    ],
    [
      'DATA_KEY',
      env.DATA_KEY
        ? weakSecretReason(env.DATA_KEY)
        : 'must be set in production: passport numbers are encrypted with it (openssl rand -hex 32)',
    ],
  ];
  return problems.filter((problem): problem is [string, string] => problem[1] !== undefined);
}

export type Environment = z.infer<typeof environmentSchema>;

/** At most `max` attempts per key within a fixed window of `windowMs`. */
export interface WindowLimit {
  max: number;
  windowMs: number;
}

export interface Config {
  env: Environment['NODE_ENV'];
  /** The address to listen on; undefined: all interfaces (main.ts), loopback alone in `npm start` (local.ts). */
  host: string | undefined;
  port: number;
  mongodbUri: string | undefined;
  /** Acknowledged only once durable: by a majority of the replica set, in its journal, by default. */
  writeConcern: { w: number | 'majority'; journal: boolean };
  admin: {
    username: string;
    password: string | undefined;
    /** Every login needs the second factor: refused until one is set up (ADMIN_TOTP_REQUIRED). */
    secondFactorRequired: boolean;
  };
  jwt: { secret: string | undefined; ttlSeconds: number; issuer: string; audience: string };
  corsOrigins: string[];
  seedDemoData: boolean;
  logLevel: Environment['LOG_LEVEL'];
  /** Addresses and CIDR ranges whose X-Forwarded-For is believed (see http/client-address.ts). */
  trustedProxies: string[];
  shutdownGraceMs: number;
  /** E-mail to the agency of every enquiry and a daily digest of sign-ups; undefined when off. */
  notifications: NotificationSettings | undefined;
  /** The public site's address, for links in e-mails. */
  siteUrl: string;
  /** The key personal data is encrypted with at rest (32 bytes); undefined: see `local.ts`. */
  dataKey: Buffer | undefined;
  bookings: {
    /** How long an unpaid booking holds its seats. */
    holdMs: number;
    /** Who may hold how many seats unpaid (see bookings/hold-policy.ts). */
    holdLimits: HoldLimits;
    /** How long a booking made beyond a departure's unpaid share holds its seats for its card payment. */
    payNowMs: number;
    /** How often holds are looked at. */
    holdCheckMs: number;
    /** E-mails a visitor's booking or proof sends to one inbox a day. */
    mailsPerInbox: WindowLimit;
  };
  payments: PaymentSettings;
  /** Travellers' documents (passport pages, photos, certificates). */
  documents: DocumentStorage;
  /** WhatsApp and SMS, each undefined without its credentials, and the hours they are sent in. */
  channels: ChannelSettings;
  /** What development tolerates but production would refuse, to print at start. */
  warnings: string[];
  limits: {
    /** Failed logins per client address, and per username and address (5 in 15 minutes). */
    login: WindowLimit;
    /** Public POSTs (/messages, /newsletter) per client address and call. */
    publicPosts: WindowLimit;
  };
}

/** How many enquiry e-mails one sender gets of their own, and how many may wait (see enquiry-mail-plan.ts). */
export interface EnquiryMailLimits {
  /** E-mails of their own per sender named (e-mail address, phone number), per window. */
  perSender: WindowLimit;
  /** E-mails that may wait in the outbox; beyond, a new enquiry's e-mail is dropped. */
  outbox: number;
}

export interface PaymentSettings {
  /** The agency's account, where customers pay by bank transfer (a placeholder in development). */
  bank: { name: string; accountName: string; accountNumber: string };
  /** Card payments through Paystack; undefined when PAYSTACK_SECRET_KEY is not set. */
  paystack:
    | {
        secretKey: string;
        baseUrl: string;
        reconcileAfterMs: number;
        /** An account number per booking (Paystack's dedicated virtual accounts), at this bank; undefined: off. */
        dedicatedAccounts: { preferredBank: string } | undefined;
      }
    | undefined;
  /** The smallest card payment of a chosen amount, in naira. */
  cardMinimum: number;
  /** Days after the balance's day an unpaid booking is released; undefined: it is only flagged. */
  releaseUnpaidAfterDays: number | undefined;
  /** Days before a balance is due on which the customer is reminded, largest first. */
  reminderDays: number[];
  proofs: ProofStorage;
}

/** How long transfer proofs are kept once their booking ended, and how much of them in all. */
export interface ProofStorage {
  retentionMs: number;
  maxBytes: number;
}

/** How long travellers' documents are kept after the trip (or after their booking ended), and how much in all. */
export type DocumentStorage = ProofStorage;

export interface NotificationSettings {
  smtpUrl: string;
  to: string[];
  from: string;
  /** The hour of the day, in Lagos, after which yesterday's and today's sign-ups are sent. */
  digestHour: number;
  enquiryMails: EnquiryMailLimits;
}

export interface WhatsAppSettings {
  apiUrl: string;
  phoneNumberId: string;
  accessToken: string;
  /** Checks the signature of the webhook's events. */
  appSecret: string;
  /** Meta's subscription handshake; without it, the webhook's GET refuses. */
  verifyToken: string | undefined;
  /** The operator's number (E.164 digits), told of the agency's events; undefined: not on WhatsApp. */
  operator: string | undefined;
  /** How long a message may stay undelivered before it is sent by SMS. */
  fallbackMs: number;
  language: string;
  /** Template names (and languages) other than `safa_<kind>` in `language`. */
  templates: Record<string, { name: string; language?: string }>;
}

export interface SmsSettings {
  apiUrl: string;
  apiKey: string;
  senderId: string;
}

export interface ChannelSettings {
  whatsapp: WhatsAppSettings | undefined;
  sms: SmsSettings | undefined;
  /** The Lagos hours [from, to) in which messages to phones are sent, but the urgent ones. */
  daytime: [number, number];
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Parses the environment once; nothing else in the BFF reads `process.env`. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const env = parsed.data;
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.BFF_PORT ?? env.PORT,
    mongodbUri: env.MONGODB_URI,
    writeConcern: { w: env.MONGODB_WRITE_CONCERN, journal: env.MONGODB_JOURNAL },
    admin: {
      username: env.ADMIN_USERNAME,
      password: env.ADMIN_PASSWORD,
      secondFactorRequired: env.ADMIN_TOTP_REQUIRED,
    },
    jwt: {
      secret: env.JWT_SECRET,
      ttlSeconds: env.JWT_TTL_SECONDS,
      issuer: 'safa-bff',
      audience: 'safa-admin',
    },
    corsOrigins: env.CORS_ORIGINS,
    seedDemoData: env.SEED_DEMO_DATA ?? env.NODE_ENV !== 'production',
    logLevel: env.LOG_LEVEL,
    trustedProxies: env.TRUSTED_PROXIES,
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
    notifications: env.SMTP_URL
      ? {
          smtpUrl: env.SMTP_URL,
          to: env.NOTIFY_EMAIL,
          from: env.SMTP_FROM ?? env.NOTIFY_EMAIL[0] ?? '',
          digestHour: env.NEWSLETTER_DIGEST_HOUR,
          enquiryMails: {
            perSender: { max: env.ENQUIRY_MAILS_PER_SENDER, windowMs: env.PUBLIC_POST_WINDOW_SECONDS * 1000 },
            outbox: env.OUTBOX_LIMIT,
          },
        }
      : undefined,
    siteUrl: (env.SITE_URL ?? 'http://localhost:3000').replace(/\/$/, ''),
    dataKey: env.DATA_KEY ? dataKeyBytes(env.DATA_KEY) : undefined,
    bookings: {
      holdMs: env.BOOKING_HOLD_HOURS * 60 * 60 * 1000,
      holdLimits: {
        perContact: env.BOOKING_SEATS_HELD_MAX,
        perAddress: env.BOOKING_SEATS_HELD_PER_ADDRESS,
        unpaidShare: env.BOOKING_UNPAID_SHARE,
      },
      payNowMs: env.BOOKING_PAY_NOW_MINUTES * 60 * 1000,
      holdCheckMs: env.BOOKING_HOLD_CHECK_SECONDS * 1000,
      mailsPerInbox: { max: env.BOOKING_MAILS_PER_INBOX, windowMs: 24 * 60 * 60 * 1000 },
    },
    payments: {
      bank: {
        name: env.BANK_NAME ?? 'Demo Bank (set BANK_NAME)',
        accountName: env.BANK_ACCOUNT_NAME ?? 'Safa Travels & Tours (set BANK_ACCOUNT_NAME)',
        accountNumber: env.BANK_ACCOUNT_NUMBER ?? '0000000000',
      },
      paystack: env.PAYSTACK_SECRET_KEY
        ? {
            secretKey: env.PAYSTACK_SECRET_KEY,
            baseUrl: env.PAYSTACK_BASE_URL.replace(/\/$/, ''),
            reconcileAfterMs: env.PAYSTACK_RECONCILE_MINUTES * 60 * 1000,
            dedicatedAccounts: env.PAYSTACK_DVA ? { preferredBank: env.PAYSTACK_DVA_BANK } : undefined,
          }
        : undefined,
      cardMinimum: env.CARD_MIN_AMOUNT,
      releaseUnpaidAfterDays: env.BALANCE_MISSED_POLICY,
      reminderDays: env.BALANCE_REMINDER_DAYS,
      proofs: {
        retentionMs: env.PROOF_RETENTION_DAYS * 24 * 60 * 60 * 1000,
        maxBytes: Math.round(env.PROOF_STORAGE_MAX_MB * 1024 * 1024),
      },
    },
    documents: {
      retentionMs: env.DOCUMENT_RETENTION_DAYS * 24 * 60 * 60 * 1000,
      maxBytes: Math.round(env.DOCUMENT_STORAGE_MAX_MB * 1024 * 1024),
    },
    channels: {
      whatsapp:
        env.WHATSAPP_PHONE_NUMBER_ID && env.WHATSAPP_ACCESS_TOKEN && env.WHATSAPP_APP_SECRET
          ? {
              apiUrl: env.WHATSAPP_API_URL.replace(/\/$/, ''),
              phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
              accessToken: env.WHATSAPP_ACCESS_TOKEN,
              appSecret: env.WHATSAPP_APP_SECRET,
              verifyToken: env.WHATSAPP_VERIFY_TOKEN,
              operator: env.OPERATOR_WHATSAPP && internationalPhoneDigits(env.OPERATOR_WHATSAPP),
              fallbackMs: env.WHATSAPP_FALLBACK_MINUTES * 60 * 1000,
              language: env.WHATSAPP_LANGUAGE,
              templates: Object.fromEntries(
                env.WHATSAPP_TEMPLATES.map((entry) => {
                  const [kind = '', template = ''] = entry.split('=');
                  const [name = '', language] = template.split(':');
                  return [kind, { name, ...(language && { language }) }];
                }),
              ),
            }
          : undefined,
      sms:
        env.SMS_API_KEY && env.SMS_SENDER_ID
          ? {
              apiUrl: env.SMS_API_URL.replace(/\/$/, ''),
              apiKey: env.SMS_API_KEY,
              senderId: env.SMS_SENDER_ID,
            }
          : undefined,
      daytime: env.MESSAGE_HOURS,
    },
    warnings:
      env.NODE_ENV === 'development'
        ? secretProblems(env)
            // A missing DATA_KEY is said at start, where the key used instead is chosen (local.ts, server.ts).
            .filter(([variable]) => variable !== 'DATA_KEY' || env.DATA_KEY !== undefined)
            .map(
              ([variable, problem]) => `${variable} ${problem}: fine for development, refused in production.`,
            )
        : [],
    limits: {
      login: { max: 5, windowMs: 15 * 60 * 1000 },
      publicPosts: { max: env.PUBLIC_POST_LIMIT, windowMs: env.PUBLIC_POST_WINDOW_SECONDS * 1000 },
    },
  };
}
