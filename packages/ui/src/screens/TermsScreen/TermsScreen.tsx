import { paths } from '@mall/domain';
import type { HTMLAttributes } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { cn } from '../../lib/cn.ts';
import { navigateOnLinkClick } from '../../lib/linkNavigation.ts';
import { identityHref, type HrefBuilder } from '../../mall/SiteFooter/siteConfig.ts';

/** The two documents of `/termsPage`: `sts=0` the terms of service, `sts=1` the privacy policy. */
export type TermsDocument = 'terms' | 'privacy';

/** The address of a document: `/termsPage?sts=0` or `/termsPage?sts=1`. */
export const termsPath = (document: TermsDocument) => paths.terms(document);

interface Section {
  title: MessageDescriptor;
  paragraphs: MessageDescriptor[];
}

interface Doc {
  title: MessageDescriptor;
  updated: MessageDescriptor;
  intro: MessageDescriptor;
  sections: Section[];
}

const documents: Record<TermsDocument, Doc> = {
  terms: {
    title: msg`Terms of service`,
    updated: msg`Last updated: 1 June 2026`,
    intro: msg`These terms govern your use of the mall's website and services. By registering, logging in or placing an order you agree to them. Please read them carefully, especially the parts on returns, liability and disputes.`,
    sections: [
      {
        title: msg`1. Your account`,
        paragraphs: [
          msg`Give true and complete information when you register and keep it up to date. One person may hold one account; accounts may not be sold or lent.`,
          msg`Keep your password and verification codes to yourself: what is done with your account is taken as done by you. Tell customer service at once if you think someone else has used it.`,
        ],
      },
      {
        title: msg`2. Products, prices and orders`,
        paragraphs: [
          msg`Products are sold by the stores on the mall. Each store gives the names, pictures, prices and stock of its products and is responsible for them; an obvious error in a price does not bind the store.`,
          msg`Prices are in yuan (¥). An order is your offer to buy; the sale is made when the store accepts the order and ships the goods. A store may cancel an order it cannot fulfil and refund you in full.`,
        ],
      },
      {
        title: msg`3. Payment and delivery`,
        paragraphs: [
          msg`You can pay by Alipay, WeChat Pay, PayPal, points or your balance where they are offered. An order that is not paid in time is cancelled automatically.`,
          msg`Delivery times are estimates. Goods are sent to the address you give, so please check it before you pay.`,
        ],
      },
      {
        title: msg`4. Returns and refunds`,
        paragraphs: [
          msg`Most products can be returned within 7 days of receipt without giving a reason, if they are complete and in their original condition. Custom-made and perishable goods, and digital goods once opened, cannot be returned this way.`,
          msg`Apply for after-sales from your order. A refund goes back to the way you paid once the store has accepted the request (and received the goods, for a return).`,
        ],
      },
      {
        title: msg`5. Coupons, points and membership`,
        paragraphs: [
          msg`Coupons, points and member benefits follow the rules shown with them. They cannot be exchanged for cash or transferred, and points expire one year after they are earned. Benefits obtained by fraud or abuse may be withdrawn.`,
        ],
      },
      {
        title: msg`6. Your conduct`,
        paragraphs: [
          msg`Do not use the mall for anything unlawful, post false reviews, interfere with the site or collect other users' information. Accounts that break these terms may be suspended or closed.`,
        ],
      },
      {
        title: msg`7. Liability and disputes`,
        paragraphs: [
          msg`We run the platform with reasonable care; each store is responsible for its products and after-sales service. Nothing in these terms takes away the rights consumers have under the law.`,
          msg`If something goes wrong, contact customer service first (online every day, 9:00 to 17:00); most problems are solved there. These terms are governed by the laws of the People's Republic of China.`,
        ],
      },
      {
        title: msg`8. Changes to these terms`,
        paragraphs: [
          msg`We may update these terms. Changes are announced on the site before they take effect; if you keep using the mall afterwards, the new terms apply.`,
        ],
      },
    ],
  },
  privacy: {
    title: msg`Privacy policy`,
    updated: msg`Last updated: 1 June 2026`,
    intro: msg`This policy explains what personal information the mall collects when you use its website, why it is needed, and the choices you have.`,
    sections: [
      {
        title: msg`1. What we collect`,
        paragraphs: [
          msg`Account details: your mobile number, username, nickname and avatar. Shopping details: orders, delivery addresses, after-sales requests, reviews and collections. Payment results, but never your card numbers.`,
          msg`Technical details: your device and browser, the pages you visit and when, so that the site works and can be improved.`,
        ],
      },
      {
        title: msg`2. How we use it`,
        paragraphs: [
          msg`To create your account and let you log in; to handle orders, payments, deliveries and refunds; to send verification codes and order notices; to keep the mall safe and prevent fraud; and, without your name, to understand how the site is used.`,
        ],
      },
      {
        title: msg`3. Who we share it with`,
        paragraphs: [
          msg`Only what is needed: with the store that fulfils your order, with payment and delivery companies, and with the authorities when the law requires it. We do not sell your personal information.`,
        ],
      },
      {
        title: msg`4. Cookies and local storage`,
        paragraphs: [
          msg`A cookie keeps you logged in, and your browser's local storage remembers settings such as your language. Visit statistics use a random identifier, not your name.`,
        ],
      },
      {
        title: msg`5. Keeping it safe`,
        paragraphs: [
          msg`Your information is stored in China for as long as your account exists or the law requires. Passwords are encrypted on their way to us and are never stored in readable form.`,
        ],
      },
      {
        title: msg`6. Your rights`,
        paragraphs: [
          msg`You can see and correct your account information and addresses in the personal center. You can ask customer service for a copy of your information, or to close your account and delete it.`,
        ],
      },
      {
        title: msg`7. Children`,
        paragraphs: [
          msg`The mall is not meant for children under 14. If you believe a child has given us personal information, contact customer service and we will delete it.`,
        ],
      },
      {
        title: msg`8. Changes and contact`,
        paragraphs: [
          msg`We will announce changes to this policy on the site. Questions about your personal information are answered by customer service, online every day from 9:00 to 17:00.`,
        ],
      },
    ],
  },
};

export interface TermsScreenProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Which document to show. */
  document: TermsDocument;
  /** Builds link addresses (the app adds the `/en` prefix). */
  href?: HrefBuilder;
  /** A plain click on a link of the screen, with the address `href` built (client-side routing). */
  onNavigate?: (to: string) => void;
}

/** `/termsPage`: the terms of service or the privacy policy, with links to switch between them. */
export function TermsScreen({
  document,
  href = identityHref,
  onNavigate,
  className,
  ...props
}: TermsScreenProps) {
  const { t, i18n } = useLingui();
  const doc = documents[document];
  return (
    <div
      className={cn('mx-auto flex w-full max-w-4xl flex-col gap-4 py-4 md:px-4 md:py-6', className)}
      onClick={navigateOnLinkClick(onNavigate)}
      {...props}
    >
      <div className="max-md:px-3">
        <ul
          aria-label={t`Legal documents`}
          className="m-0 flex list-none gap-6 border-b border-neutral-200 p-0"
        >
          {(['terms', 'privacy'] as const).map((key) => {
            const current = key === document;
            return (
              <li key={key}>
                <a
                  href={href(termsPath(key))}
                  aria-current={current ? 'page' : undefined}
                  className={cn(
                    'relative inline-flex h-11 items-center text-base no-underline',
                    current
                      ? 'font-medium text-brand-hover after:absolute after:inset-x-0 after:bottom-0 after:h-0.5 after:rounded-full after:bg-brand'
                      : 'text-neutral-700 hover:text-brand-hover',
                  )}
                >
                  {i18n._(documents[key].title)}
                </a>
              </li>
            );
          })}
        </ul>
      </div>
      <article className="flex flex-col gap-5 rounded-lg bg-neutral-0 p-4 md:p-8" data-part="document">
        <header className="flex flex-col gap-2">
          <h1 className="m-0 text-lg font-medium text-neutral-900 md:text-xl">{i18n._(doc.title)}</h1>
          <p className="m-0 text-sm text-neutral-600">{i18n._(doc.updated)}</p>
          <p className="m-0 text-base leading-relaxed text-neutral-800">{i18n._(doc.intro)}</p>
        </header>
        {doc.sections.map((section) => (
          <section key={section.title.id} className="flex flex-col gap-2">
            <h2 className="m-0 text-md font-medium text-neutral-900">{i18n._(section.title)}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph.id} className="m-0 text-base leading-relaxed text-neutral-800">
                {i18n._(paragraph)}
              </p>
            ))}
          </section>
        ))}
      </article>
    </div>
  );
}
