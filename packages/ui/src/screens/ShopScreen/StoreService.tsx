// What a store's page shows under its head (GET /shop/headInfo `service`, set by its merchant in the
// merchant centre, decisions/0065): the notices, business hours, contact number, address and the
// freight rule. Nothing for a store that set none of them.
import { useLingui } from '@lingui/react/macro';
import { formatMoney, yuanToCents, type ShopServiceInfo } from '@mall/domain';

const money = (yuan: number) => formatMoney(yuanToCents(yuan));

export function StoreService({ service }: { service: ShopServiceInfo }) {
  const { t } = useLingui();
  const { freight } = service;
  const fee = freight ? money(freight.fee) : '';
  const freeFrom = freight ? money(freight.freeFrom) : '';
  const rule =
    !freight || freight.fee === 0
      ? t`Free shipping`
      : freight.freeFrom > 0
        ? t`${fee} per order, free shipping from ${freeFrom}`
        : t`${fee} per order`;
  const rows = [
    { term: t`Business hours`, value: service.businessHours },
    {
      term: t`Contact number`,
      value: service.tel,
      href: service.tel ? `tel:${service.tel.replace(/[^\d+]/g, '')}` : undefined,
    },
    { term: t`Address`, value: service.address },
    { term: t`Shipping fee`, value: rule },
  ].filter((row) => row.value !== '');
  return (
    <section
      aria-label={t`Store information`}
      className="flex flex-col gap-3 rounded-lg border border-neutral-200 bg-neutral-0 p-4 md:flex-row md:gap-6 md:p-5"
    >
      {service.notices.length > 0 ? (
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <h2 className="m-0 text-md font-medium text-neutral-900">{t`Store notices`}</h2>
          <ul className="m-0 flex list-disc flex-col gap-1 pl-5 text-sm text-neutral-700">
            {service.notices.map((notice, i) => (
              <li key={i} className="break-words">
                {notice}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <dl className="m-0 grid min-w-0 flex-1 grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-sm">
        {rows.map((row) => (
          <div key={row.term} className="contents">
            <dt className="text-neutral-600">{row.term}</dt>
            <dd className="m-0 break-words text-neutral-900">
              {row.href ? (
                <a href={row.href} className="font-num text-neutral-900 hover:text-brand">
                  {row.value}
                </a>
              ) : (
                row.value
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
