import path from "node:path";
import { fileURLToPath } from "node:url";
import { MEGABYTE, SSO_CALLBACK_PATH } from "@events/contract";
import fastifyCompress from "@fastify/compress";
import fastifyCookie from "@fastify/cookie";
import fastifyMultipart from "@fastify/multipart";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyServerOptions, LogController } from "fastify";
import { validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { createAccessKernel } from "./access/access-kernel.js";
import { createApiTokenCallers } from "./access/api-token-caller.js";
import { auditRetentionSweep } from "./audit/audit-retention.js";
import { type Config, isSecureCookies, ssoSettingsOf, webauthnSettingsOf } from "./config.js";
import { type Database, poolOf } from "./db/client.js";
import { handleError } from "./errors.js";
import { createFileStore, uploadsDirOf } from "./files/create-file-store.js";
import type { FileStore } from "./files/file-store.js";
import { registerUploadCleanup } from "./files/request-uploads.js";
import { createUploadStore } from "./files/upload-store.js";
import { APP_ROUTE_PREFIX } from "./http/app-routes.js";
import { registerApiCachePolicy } from "./http/cache-control.js";
import { OPENAPI_DOCUMENT, openApiTransform } from "./http/openapi.js";
import { RESPONSE_COMPRESSION } from "./http/response-compression.js";
import { answerSerializerCompiler } from "./http/response-serializer.js";
import { registerWebApp } from "./http/web-app.js";
import { type DailySweep, scheduleDailySweep } from "./jobs/periodic-task.js";
import { buildLoggerOptions, isReadableRequestLog } from "./logging/logger-options.js";
import { createMailer, type Mailer } from "./mail/mailer.js";
import { createAgendaRepository } from "./modules/agenda/agenda.repository.js";
import { agendaRoutes } from "./modules/agenda/agenda.routes.js";
import { createAgendaService } from "./modules/agenda/agenda.service.js";
import { createApiTokensRepository } from "./modules/api-tokens/api-tokens.repository.js";
import { apiTokensRoutes } from "./modules/api-tokens/api-tokens.routes.js";
import { createApiTokensService } from "./modules/api-tokens/api-tokens.service.js";
import { createAppInboxRepository } from "./modules/app-inbox/app-inbox.repository.js";
import { appInboxRoutes } from "./modules/app-inbox/app-inbox.routes.js";
import { createAppInboxService } from "./modules/app-inbox/app-inbox.service.js";
import { createAppSignInRepository } from "./modules/app-sign-in/app-sign-in.repository.js";
import { appSignInRoutes } from "./modules/app-sign-in/app-sign-in.routes.js";
import { createAppSignInService } from "./modules/app-sign-in/app-sign-in.service.js";
import { createAuditLogRepository } from "./modules/audit-log/audit-log.repository.js";
import { auditLogRoutes } from "./modules/audit-log/audit-log.routes.js";
import { createAuditLogService } from "./modules/audit-log/audit-log.service.js";
import { createAuthRepository } from "./modules/auth/auth.repository.js";
import { authRoutes } from "./modules/auth/auth.routes.js";
import { createAuthService } from "./modules/auth/auth.service.js";
import { registerAuthentication } from "./modules/auth/authenticate.js";
import { createCheckInRepository } from "./modules/check-in/check-in.repository.js";
import { checkInRoutes } from "./modules/check-in/check-in.routes.js";
import { createCheckInService } from "./modules/check-in/check-in.service.js";
import { createDashboardRepository } from "./modules/dashboard/dashboard.repository.js";
import { dashboardRoutes } from "./modules/dashboard/dashboard.routes.js";
import { createDashboardService } from "./modules/dashboard/dashboard.service.js";
import { createDoorCheckInRepository } from "./modules/door-check-in/door-check-in.repository.js";
import { doorCheckInRoutes } from "./modules/door-check-in/door-check-in.routes.js";
import { createDoorCheckInService } from "./modules/door-check-in/door-check-in.service.js";
import { createDoorStaffRepository } from "./modules/door-staff/door-staff.repository.js";
import { doorRoutes, doorStaffRoutes } from "./modules/door-staff/door-staff.routes.js";
import { createDoorStaffService } from "./modules/door-staff/door-staff.service.js";
import { createDoorStaffMail } from "./modules/door-staff/door-staff-mail.js";
import { createEventDocumentsRepository } from "./modules/event-documents/event-documents.repository.js";
import { eventDocumentsRoutes } from "./modules/event-documents/event-documents.routes.js";
import { createEventDocumentsService } from "./modules/event-documents/event-documents.service.js";
import { createEventsRepository } from "./modules/events/events.repository.js";
import { eventsRoutes } from "./modules/events/events.routes.js";
import { createEventsService } from "./modules/events/events.service.js";
import { healthRoutes } from "./modules/health/health.routes.js";
import { createMeEventsRepository } from "./modules/me-events/me-events.repository.js";
import { meEventsRoutes } from "./modules/me-events/me-events.routes.js";
import { createMeEventsService } from "./modules/me-events/me-events.service.js";
import { createMeProfileRepository } from "./modules/me-profile/me-profile.repository.js";
import { meProfileRoutes } from "./modules/me-profile/me-profile.routes.js";
import { createMeProfileService } from "./modules/me-profile/me-profile.service.js";
import { createMessageDelivery } from "./modules/messages/message-delivery.js";
import { createMessagesRepository } from "./modules/messages/messages.repository.js";
import { messagesRoutes } from "./modules/messages/messages.routes.js";
import { createMessagesService } from "./modules/messages/messages.service.js";
import { createParticipantExportService } from "./modules/participants/participant-export.service.js";
import { createParticipantImportService } from "./modules/participants/participant-import.service.js";
import { participantTransferRoutes } from "./modules/participants/participant-transfer.routes.js";
import { createParticipantsRepository } from "./modules/participants/participants.repository.js";
import { participantsRoutes } from "./modules/participants/participants.routes.js";
import { createParticipantsService } from "./modules/participants/participants.service.js";
import { createPasskeysRepository } from "./modules/passkeys/passkeys.repository.js";
import { adminPasskeysRoutes, appPasskeysRoutes } from "./modules/passkeys/passkeys.routes.js";
import { createPasskeysService } from "./modules/passkeys/passkeys.service.js";
import { privacyRoutes } from "./modules/privacy/privacy.routes.js";
import { createPrivacyService } from "./modules/privacy/privacy.service.js";
import { createRegistrationPublicRepository } from "./modules/registration-public/registration-public.repository.js";
import { registrationPublicRoutes } from "./modules/registration-public/registration-public.routes.js";
import { createRegistrationPublicService } from "./modules/registration-public/registration-public.service.js";
import { createRegistrationSettingsRepository } from "./modules/registration-settings/registration-settings.repository.js";
import { registrationSettingsRoutes } from "./modules/registration-settings/registration-settings.routes.js";
import { createRegistrationSettingsService } from "./modules/registration-settings/registration-settings.service.js";
import { createRegistrationsListRepository } from "./modules/registrations/registrations.repository.js";
import { registrationsRoutes } from "./modules/registrations/registrations.routes.js";
import { createRegistrationsService } from "./modules/registrations/registrations.service.js";
import { createSessionExportRepository } from "./modules/sessions/session-export.repository.js";
import { sessionExportRoutes } from "./modules/sessions/session-export.routes.js";
import { createSessionExportService } from "./modules/sessions/session-export.service.js";
import { createSessionsRepository } from "./modules/sessions/sessions.repository.js";
import { sessionsRoutes } from "./modules/sessions/sessions.routes.js";
import { createSessionsService } from "./modules/sessions/sessions.service.js";
import { createSettingsRepository } from "./modules/settings/settings.repository.js";
import { createOidcClient } from "./modules/sso/oidc-client.js";
import { createSsoRepository } from "./modules/sso/sso.repository.js";
import { ssoRoutes } from "./modules/sso/sso.routes.js";
import { createSsoService } from "./modules/sso/sso.service.js";
import { createUsersRepository } from "./modules/users/users.repository.js";
import { usersRoutes } from "./modules/users/users.routes.js";
import { createUsersService } from "./modules/users/users.service.js";
import { webhookRetentionSweep } from "./modules/webhooks/webhook-retention.js";
import { createWebhooksRepository } from "./modules/webhooks/webhooks.repository.js";
import { webhooksRoutes } from "./modules/webhooks/webhooks.routes.js";
import { createWebhooksService } from "./modules/webhooks/webhooks.service.js";
import { createAppChallengesRepository } from "./people/app-challenges.repository.js";
import { createAppCodes } from "./people/app-codes.js";
import { findPersonLanguage } from "./people/person-profile.js";
import { registerJobQueue } from "./plugins/job-queue.js";
import { registerRateLimiter } from "./plugins/rate-limiter.js";
import { registerSecurityHeaders } from "./plugins/security-headers.js";
import { participantRetentionSweep } from "./privacy/participant-retention.js";
import { createPrivacyRepository } from "./privacy/privacy.repository.js";
import { createPrivacyEngine } from "./privacy/privacy-engine.js";
import { createProofOfWork } from "./registration/proof-of-work.js";
import { createRegistrationLife } from "./registration/registration-life.js";
import { createRegistrationMail } from "./registration/registration-mail.js";
import { scheduleRegistrationSweep } from "./registration/registration-sweep.js";
import { createRegistrationsRepository } from "./registration/registrations.repository.js";
import { clientSettingsOf } from "./webhook-delivery/notification-listener.js";
import { createWebhookDeliveryRepository } from "./webhook-delivery/webhook-delivery.repository.js";
import { createWebhookDisabledMail } from "./webhook-delivery/webhook-disabled-mail.js";
import {
  createWebhookSender,
  type WebhookDeliveryTuning,
} from "./webhook-delivery/webhook-sender.js";

export const MAX_JSON_BODY_BYTES = MEGABYTE;
export const MAX_UPLOAD_BYTES = 100 * MEGABYTE;

// dist/app.js and src/app.ts both sit in apps/server/<dir>/, beside apps/web.
const DEFAULT_WEB_DIST_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../web/dist",
);

export interface BuildAppOptions {
  config: Config;
  db: Database;
  /** Pino options, or false to stay silent (tests). */
  logger?: FastifyServerOptions["logger"];
  /** Replaces the SMTP / log mailer, for example to make sending fail in a test. */
  mailer?: Mailer;
  /**
   * The file store, when the caller shares it (the entry point sweeps it) and closes it; else
   * the app makes one from the configuration and closes it with itself.
   */
  fileStore?: FileStore;
  /**
   * The clock of the participants' app (which events are past, when a ticket was issued), of
   * single sign-on and of passkeys (a challenge's expiry, a fresh sign-in); tests move it.
   */
  now?: () => Date;
  /** The webhook sender's time-out, lease, retry waits and sweep; tests shorten them. */
  webhookDelivery?: Partial<WebhookDeliveryTuning>;
  /**
   * Checks every answer against the writer compiled from its route's response schema
   * (answerSerializerCompiler): the tests' apps do, a served one does not.
   */
  verifyAnswers?: boolean;
}

export async function buildApp({ config, db, logger, mailer, ...options }: BuildAppOptions) {
  const app = Fastify({
    logger: buildLoggerOptions(config, logger),
    logController: new LogController({
      disableRequestLogging: isReadableRequestLog(config, logger),
    }),
    bodyLimit: MAX_JSON_BODY_BYTES,
    trustProxy: config.TRUST_PROXY,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(
    answerSerializerCompiler({ verifyAnswers: options.verifyAnswers ?? false }),
  );
  app.setErrorHandler(handleError);
  if (isReadableRequestLog(config, logger)) {
    app.addHook("onResponse", async (request, reply) => {
      request.log.info(
        `${request.method} ${request.url} → ${reply.statusCode} in ${Math.round(reply.elapsedTime)} ms`,
      );
    });
  }

  // Infrastructure.
  const isHttps = isSecureCookies(config);
  await registerSecurityHeaders(app, { isHttps });
  await app.register(fastifyCookie);
  await app.register(fastifyCompress, RESPONSE_COMPRESSION);
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 5, fields: 50 },
  });
  const { pingRedis } = await registerRateLimiter(app, { redisUrl: config.REDIS_URL });
  await app.register(fastifySwagger, { openapi: OPENAPI_DOCUMENT, transform: openApiTransform });
  await app.register(fastifySwaggerUi, {
    routePrefix: "/api/docs",
    staticCSP: true,
    transformStaticCSP: (header) =>
      isHttps ? header : header.replace("upgrade-insecure-requests;", ""),
  });

  // Decorators and services shared by the modules.
  const fileStore = options.fileStore ?? (await createFileStore(config));
  if (!options.fileStore) app.addHook("onClose", async () => fileStore.close());
  const uploadStore = createUploadStore(fileStore);
  registerUploadCleanup(app);
  registerApiCachePolicy(app);
  const access = createAccessKernel(db);
  // The retention sweeps run beside the requests, and a closing server waits for the one under
  // way so it does not outlive the pool.
  const sweepDailyUntilClose = (sweep: DailySweep) => {
    const task = scheduleDailySweep({ logger: app.log }, sweep);
    app.addHook("onClose", async () => task.stop());
  };
  const usersRepository = createUsersRepository(db);
  const secretKey =
    config.SECRET_KEY ?? (await createSettingsRepository(db).getOrCreateSecretKey());
  const appMailer = mailer ?? createMailer(config, app.log);
  const authService = createAuthService({
    authRepository: createAuthRepository(db),
    mailer: appMailer,
    secretKey,
    logger: app.log,
    defaultLanguage: config.DEFAULT_LANGUAGE,
  });
  // The participants' app: its own sign-in and sessions, never an admin's (DESIGN §10).
  const appCodes = createAppCodes({
    challenges: createAppChallengesRepository(db),
    mailer: appMailer,
    secretKey,
    logger: app.log,
    languageOf: (recipient) => findPersonLanguage(db, recipient),
    defaultLanguage: config.DEFAULT_LANGUAGE,
  });
  const appSignInService = createAppSignInService({
    repository: createAppSignInRepository(db),
    codes: appCodes,
    secretKey,
  });
  registerAuthentication(app, authService, appSignInService, createApiTokenCallers(db));

  // Modules.
  await app.register(healthRoutes, {
    prefix: "/api/health",
    db,
    pingRedis,
    checkFileStore: fileStore.checkReachable,
  });
  await app.register(authRoutes, {
    prefix: "/api/auth",
    authService,
    isSecureCookies: isHttps,
  });
  // Single sign-on through the organisation's OpenID Connect provider, when configured.
  const ssoSettings = ssoSettingsOf(config);
  await app.register(ssoRoutes, {
    prefix: "/api/auth/sso",
    ssoService:
      ssoSettings &&
      createSsoService({
        repository: createSsoRepository(db),
        oidc: createOidcClient(ssoSettings, new URL(SSO_CALLBACK_PATH, config.PUBLIC_URL)),
        sessions: authService,
        settings: ssoSettings,
        logger: app.log,
        ...(options.now ? { now: options.now } : {}),
      }),
    isSecureCookies: isHttps,
  });
  await app.register(appSignInRoutes, {
    prefix: APP_ROUTE_PREFIX,
    signInService: appSignInService,
    isSecureCookies: isHttps,
  });
  // Passkeys: the admins' and door staff's (/api/auth) and the participants' (/api/me), one
  // service for both.
  const webauthn = webauthnSettingsOf(config);
  if (!webauthn) throw new Error("The WebAuthn settings were not checked by loadConfig");
  const passkeysService = createPasskeysService({
    repository: createPasskeysRepository(db),
    webauthn,
    ...(options.now ? { now: options.now } : {}),
  });
  await app.register(adminPasskeysRoutes, {
    prefix: "/api/auth",
    passkeysService,
    sessions: authService,
    isSecureCookies: isHttps,
  });
  await app.register(appPasskeysRoutes, {
    prefix: APP_ROUTE_PREFIX,
    passkeysService,
    sessions: appSignInService,
    isSecureCookies: isHttps,
  });
  await app.register(usersRoutes, {
    prefix: "/api/users",
    usersService: createUsersService({ usersRepository, uploadStore, logger: app.log }),
    uploadStore,
  });
  // An admin's own API tokens, made and revoked in a signed-in session only.
  await app.register(apiTokensRoutes, {
    prefix: "/api/tokens",
    apiTokensService: createApiTokensService({
      repository: createApiTokensRepository(db),
      access,
    }),
  });
  await app.register(eventsRoutes, {
    prefix: "/api/events",
    eventsService: createEventsService({
      eventsRepository: createEventsRepository(db),
      access,
      uploadStore,
      logger: app.log,
      defaultTimeZone: config.TIMEZONE,
      defaultRetentionDays: config.PARTICIPANT_RETENTION_DAYS ?? null,
    }),
    uploadStore,
  });
  // The specification puts the event document calls under /users.
  await app.register(eventDocumentsRoutes, {
    prefix: "/api/users",
    eventDocumentsService: createEventDocumentsService({
      eventDocumentsRepository: createEventDocumentsRepository(db),
      access,
      uploadStore,
      logger: app.log,
    }),
    access,
    uploadStore,
  });
  await app.register(sessionsRoutes, {
    prefix: "/api/sessions",
    sessionsService: createSessionsService({
      sessionsRepository: createSessionsRepository(db),
      access,
      uploadStore,
      logger: app.log,
    }),
    access,
    uploadStore,
  });
  const participantsRepository = createParticipantsRepository(db);
  await app.register(participantsRoutes, {
    prefix: "/api/participants",
    participantsService: createParticipantsService({
      participantsRepository,
      access,
      uploadStore,
      logger: app.log,
    }),
    uploadStore,
    access,
  });
  // Spreadsheet import and export, beside the calls of their resources.
  await app.register(participantTransferRoutes, {
    prefix: "/api/participants",
    importService: createParticipantImportService({ participantsRepository, access }),
    exportService: createParticipantExportService({ participantsRepository, access }),
    access,
  });
  await app.register(sessionExportRoutes, {
    prefix: "/api/sessions",
    sessionExportService: createSessionExportService({
      sessionExportRepository: createSessionExportRepository(db),
      access,
    }),
  });

  // Self-registration's changes of state, shared by its modules; their e-mails go through the
  // job queue.
  const registrationsRepository = createRegistrationsRepository(db);
  const registrationMail = createRegistrationMail({
    repository: registrationsRepository,
    mailer: appMailer,
    config,
    secretKey,
    logger: app.log,
  });
  const registrationLife = createRegistrationLife({
    repository: registrationsRepository,
    mail: registrationMail,
  });

  // Registration: the organiser's settings and form of an event.
  await app.register(registrationSettingsRoutes, {
    prefix: "/api/events",
    registrationSettingsService: createRegistrationSettingsService({
      repository: createRegistrationSettingsRepository(db),
      access,
      freedPlaces: registrationLife.freedPlaces,
    }),
  });

  // Tickets and check-in at the door.
  await app.register(checkInRoutes, {
    prefix: "/api/participants",
    checkInService: createCheckInService({
      checkInRepository: createCheckInRepository(db),
      access,
    }),
  });
  // The doors' offline copies, their queued scans and their devices.
  await app.register(doorCheckInRoutes, {
    prefix: "/api/participants",
    doorCheckInService: createDoorCheckInService({
      repository: createDoorCheckInRepository(db),
      access,
    }),
  });

  // Door staff: an event's check-in helpers, their invitations, paired devices and events.
  const doorStaffRepository = createDoorStaffRepository(db);
  const doorStaffMail = createDoorStaffMail({
    repository: doorStaffRepository,
    mailer: appMailer,
    config,
    secretKey,
    logger: app.log,
  });
  const doorStaffService = createDoorStaffService({
    repository: doorStaffRepository,
    access,
    mail: doorStaffMail,
    sessions: authService,
    secretKey,
    publicUrl: config.PUBLIC_URL,
  });
  await app.register(doorStaffRoutes, { prefix: "/api/events", doorStaffService });
  await app.register(doorRoutes, {
    prefix: "/api/door",
    doorStaffService,
    isSecureCookies: isHttps,
  });

  // E-mail to participants, sent from the durable job queue once the app is ready.
  const messagesRepository = createMessagesRepository(db);
  const messageDelivery = createMessageDelivery({
    messagesRepository,
    mailer: appMailer,
    config,
    secretKey,
    logger: app.log,
  });
  await app.register(messagesRoutes, {
    prefix: "/api/events",
    messagesService: createMessagesService({
      messagesRepository,
      access,
      delivery: messageDelivery,
      publicUrl: config.PUBLIC_URL,
      defaultLanguage: config.DEFAULT_LANGUAGE,
    }),
  });
  // The same messages in the participants' app, read and marked read by the person.
  await app.register(appInboxRoutes, {
    prefix: APP_ROUTE_PREFIX,
    inboxService: createAppInboxService({
      repository: createAppInboxRepository(db),
      access,
      publicUrl: config.PUBLIC_URL,
      defaultLanguage: config.DEFAULT_LANGUAGE,
    }),
  });

  // Self-registration: the public page and form, the organiser's list, and the sweep of their
  // clock.
  await app.register(registrationPublicRoutes, {
    prefix: "/api/public",
    registrationPublicService: createRegistrationPublicService({
      publicRepository: createRegistrationPublicRepository(db),
      registrations: registrationsRepository,
      life: registrationLife,
      mail: registrationMail,
      proofOfWork: createProofOfWork({ secretKey, maxNumber: config.REGISTRATION_POW_MAX_NUMBER }),
      secretKey,
      defaultLanguage: config.DEFAULT_LANGUAGE,
    }),
    registrationsPerEventPerMinute: config.REGISTRATIONS_PER_EVENT_PER_MINUTE,
  });
  await app.register(registrationsRoutes, {
    prefix: "/api/events",
    registrationsService: createRegistrationsService({
      repository: createRegistrationsListRepository(db),
      life: registrationLife,
      access,
    }),
  });
  const registrationSweep = scheduleRegistrationSweep({
    repository: registrationsRepository,
    life: registrationLife,
    logger: app.log,
  });
  app.addHook("onClose", async () => registrationSweep.stop());

  // Webhooks: sent from the deliveries written with each change, by every server; a webhook
  // failing for days is disabled and its owner e-mailed through the job queue.
  const webhookDeliveryRepository = createWebhookDeliveryRepository(db);
  const webhookMail = createWebhookDisabledMail({
    repository: webhookDeliveryRepository,
    mailer: appMailer,
    config,
    logger: app.log,
  });
  const webhookSender = createWebhookSender({
    repository: webhookDeliveryRepository,
    mail: webhookMail,
    listenerConnection: clientSettingsOf(poolOf(db)),
    allowPrivateNetworks: config.WEBHOOK_ALLOW_PRIVATE_NETWORKS,
    logger: app.log,
    ...(options.webhookDelivery ? { tuning: options.webhookDelivery } : {}),
  });
  app.decorate("webhookSender", webhookSender);

  registerJobQueue(app, {
    pool: poolOf(db),
    // One queue after the other: pg-boss deadlocks creating two queues at once.
    startWorkers: (jobQueue) =>
      webhookSender.start(
        webhookMail.start(
          doorStaffMail.start(registrationMail.start(messageDelivery.start(jobQueue))),
        ),
      ),
  });
  // Fastify runs onClose hooks last added first: the sender stops (its attempts under way
  // recorded, a disabling's e-mail queued) before the queue does.
  app.addHook("onClose", async () => webhookSender.stop());
  // After the queue's own hook, registered before it: the copy under way goes out first.
  app.addHook("onClose", async () => appMailer.close());

  // The agenda's conflicts and calendar feeds, beside the session calls.
  await app.register(agendaRoutes, {
    prefix: "/api/sessions",
    agendaService: createAgendaService({
      agendaRepository: createAgendaRepository(db),
      access,
      publicUrl: config.PUBLIC_URL,
    }),
  });

  // The participants' app: their events, agenda, bookmarks, calendar feed and ticket.
  await app.register(meEventsRoutes, {
    prefix: APP_ROUTE_PREFIX,
    meEventsService: createMeEventsService({
      meEventsRepository: createMeEventsRepository(db),
      access,
      uploadStore,
      logger: app.log,
      publicUrl: config.PUBLIC_URL,
      ...(options.now ? { now: options.now } : {}),
    }),
  });

  // The dashboards' charts.
  await app.register(dashboardRoutes, {
    prefix: "/api/dashboard",
    dashboardService: createDashboardService({
      dashboardRepository: createDashboardRepository(db),
      access,
    }),
  });

  // The activity log: written by every module in its own transactions, read here.
  await app.register(auditLogRoutes, {
    prefix: "/api/audit-log",
    auditLogService: createAuditLogService({
      auditLogRepository: createAuditLogRepository(db),
      access,
    }),
  });
  // Webhooks: where each change is told (its deliveries are written with its log entries), the
  // deliveries' list, redelivery and test, and the sweep of deliveries past their retention.
  const webhooksRepository = createWebhooksRepository(db);
  await app.register(webhooksRoutes, {
    prefix: "/api/webhooks",
    webhooksService: createWebhooksService({ repository: webhooksRepository, access }),
  });
  sweepDailyUntilClose(webhookRetentionSweep(webhooksRepository));
  sweepDailyUntilClose(auditRetentionSweep(db, config.AUDIT_RETENTION_DAYS));

  // A person's data and its erasure, and the retention sweep that erases through the same engine.
  const privacyRepository = createPrivacyRepository(db);
  const privacyEngine = createPrivacyEngine({ privacyRepository, uploadStore, logger: app.log });
  await app.register(privacyRoutes, {
    prefix: "/api/privacy",
    privacyService: createPrivacyService({
      privacyEngine,
      privacyRepository,
      access,
      uploadStore,
    }),
  });
  sweepDailyUntilClose(participantRetentionSweep(privacyEngine));

  // The participants' app: the person's own profile and data, erased through the same engine.
  await app.register(meProfileRoutes, {
    prefix: APP_ROUTE_PREFIX,
    profileService: createMeProfileService({
      repository: createMeProfileRepository(db),
      codes: appCodes,
      privacyEngine,
      access,
      uploadStore,
      logger: app.log,
    }),
    uploadStore,
    isSecureCookies: isHttps,
  });

  await registerWebApp(app, {
    webDistDir: config.WEB_DIST_DIR ?? DEFAULT_WEB_DIST_DIR,
    media: config.FILE_STORE === "disk" ? { folder: uploadsDirOf(config) } : { store: fileStore },
    supportEmail: config.SUPPORT_EMAIL,
    defaultLanguage: config.DEFAULT_LANGUAGE,
    ssoLabel: ssoSettings?.buttonLabel,
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
