import { PRIVACY_POLICY_VERSION } from "@events/contract";
import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { getSupportEmail } from "@/lib/support-email";
import { paths } from "@/paths";

const LAST_UPDATED = "August 15, 2025";
const MINIMUM_AGE = 13;

function PolicySection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

function BackToLoginLink() {
  return (
    <Link
      to={paths.login}
      className="inline-flex items-center gap-2 text-sm font-medium text-blue-600 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Login
    </Link>
  );
}

export function PrivacyPolicyRoute() {
  const supportEmail = getSupportEmail();
  return (
    <div className="min-h-dvh bg-slate-50 px-3 py-8 sm:px-6 sm:py-12">
      <main className="mx-auto max-w-3xl rounded-xl border border-slate-200 bg-white px-5 py-8 shadow-sm sm:px-10">
        <BackToLoginLink />
        <header className="mt-6 mb-8 border-b border-slate-200 pb-6">
          <h1 className="text-3xl font-semibold tracking-tight text-slate-900">Privacy Policy</h1>
          <p className="mt-2 text-sm text-slate-500">Last updated: {LAST_UPDATED}</p>
          {/* The version a participant's consent names, beside the specification's date. */}
          <p className="mt-1 text-sm text-slate-500">Version {PRIVACY_POLICY_VERSION}</p>
        </header>

        <div className="flex flex-col gap-8 text-sm leading-6 text-slate-700">
          <PolicySection title="About this policy">
            <p>
              This policy explains how the events mobile app and the services behind it handle
              personal information: what is collected, why, how long it is kept, how it is protected
              and which choices you have. By using the app you agree to the practices described
              here.
            </p>
          </PolicySection>

          <PolicySection title="Information we collect">
            <ul className="list-disc space-y-2 ps-5">
              <li>
                <strong>Name and e-mail address</strong>, used to identify your account and to send
                you sign-in codes and event messages.
              </li>
              <li>
                <strong>Profile information</strong> you choose to give, such as a username, phone
                number and profile picture.
              </li>
              <li>
                <strong>Event and session data</strong>: the events and sessions you are invited to
                or take part in, your role in them (for example attendee or speaker) and the
                documents shared with participants.
              </li>
              <li>
                <strong>Usage data</strong>: which screens and features are used and when, so that
                problems can be found and the app improved.
              </li>
              <li>
                <strong>Device information</strong>: device model, operating system and app version,
                needed for compatibility and security.
              </li>
              <li>
                <strong>Photos</strong> you upload, such as a profile picture or pictures shared for
                an event.
              </li>
            </ul>
          </PolicySection>

          <PolicySection title="How we use your information">
            <ul className="list-disc space-y-2 ps-5">
              <li>To create and secure your account and to confirm your sign-in.</li>
              <li>To show you the events and sessions you take part in, with their details.</li>
              <li>To let event organisers manage participants, sessions and documents.</li>
              <li>To send messages about events you take part in.</li>
              <li>To keep the service reliable and secure and to fix problems.</li>
            </ul>
            <p>
              We do not sell your personal information and do not use it for advertising. It is
              shared only with the organisers of the events you take part in, with service providers
              who run the service on our behalf under confidentiality obligations, or when the law
              requires it.
            </p>
          </PolicySection>

          <PolicySection title="How long we keep it">
            <p>
              Account information is kept while your account exists. Event and session data is kept
              for as long as the event organiser needs it to run and document the event. When you
              ask us to delete your account, your personal information is deleted or anonymised
              unless the law requires us to keep it.
            </p>
          </PolicySection>

          <PolicySection title="How we protect it">
            <p>
              Information travels over encrypted connections. Passwords are stored only as strong
              one-way hashes, sign-in is confirmed with a one-time code sent by e-mail, and access
              to event data is limited to the people who need it. No system is perfectly secure, but
              we work to protect your information and to act quickly if something goes wrong.
            </p>
          </PolicySection>

          <PolicySection title="Your choices and rights">
            <p>
              You can ask to see, correct or delete the personal information we hold about you, and
              you can withdraw from an event at any time. Contact us at the address below and we
              will answer within a reasonable time.
            </p>
          </PolicySection>

          <PolicySection title="Children">
            <p>
              The app is not meant for children under {MINIMUM_AGE}. You must be at least{" "}
              {MINIMUM_AGE} years old to use it. If we learn that a child under {MINIMUM_AGE} has
              given us personal information, we delete it.
            </p>
          </PolicySection>

          <PolicySection title="Changes to this policy">
            <p>
              When this policy changes, the new version is published here with a new date at the
              top. Significant changes are announced in the app.
            </p>
          </PolicySection>

          <PolicySection title="Contact us">
            <p>
              Questions about this policy or your information can be sent to{" "}
              <a
                href={`mailto:${supportEmail}`}
                className="font-medium text-blue-600 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600"
              >
                {supportEmail}
              </a>
              .
            </p>
          </PolicySection>
        </div>

        <footer className="mt-10 border-t border-slate-200 pt-6">
          <BackToLoginLink />
        </footer>
      </main>
    </div>
  );
}

export default PrivacyPolicyRoute;
