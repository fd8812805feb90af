import { NARROW_QUERY } from '../config/breakpoint.ts';
import { ACCEPT_ALL, ESSENTIAL_ONLY } from '../domain/consent.ts';
import { isCurrency } from '../domain/currency.ts';
import { metaPixelFollowsConsent } from './consent/meta-pixel.ts';
import { CONSENT_CHANGED_EVENT, type ConsentChangedEvent } from './consent/events.ts';
import { storeConsent, storedConsent } from './consent/store.ts';
import { chooseCurrency } from './currency-choice.ts';
import { followConsent, rememberLanguage } from './language-memory.ts';

/**
 * The shell's small behaviours, without a framework: the navigation bar's scrolled state and
 * hamburger, the language and currency menus, reveal-on-scroll, the consent banner and the Meta pixel.
 */

const SCROLL_OFFSET = 128;

function navigationBar(): void {
  const header = document.querySelector<HTMLElement>('[data-site-header]');
  if (!header) return;
  let pending = false;
  const update = () => {
    pending = false;
    header.toggleAttribute('data-scrolled', window.scrollY > window.innerHeight - SCROLL_OFFSET);
  };
  window.addEventListener('scroll', () => {
    if (!pending) {
      pending = true;
      requestAnimationFrame(update);
    }
  }, { passive: true });
  update();

  const toggle = header.querySelector<HTMLButtonElement>('[data-menu-toggle]');
  const label = toggle?.querySelector('[data-menu-label]');
  const setOpen = (open: boolean) => {
    if (!toggle) return;
    toggle.setAttribute('aria-expanded', String(open));
    header.toggleAttribute('data-menu-open', open);
    if (label) label.textContent = (open ? toggle.dataset.closeLabel : toggle.dataset.openLabel) ?? '';
  };
  toggle?.addEventListener('click', () => setOpen(toggle.getAttribute('aria-expanded') !== 'true'));
  header.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && toggle?.getAttribute('aria-expanded') === 'true' && window.matchMedia(NARROW_QUERY).matches) {
      setOpen(false);
      toggle.focus();
    }
  });
}

/** Language and currency menus: opening one closes the other; choosing closes it. */
function dropdowns(): void {
  const menus = [...document.querySelectorAll<HTMLElement>('[data-dropdown]')];
  const parts = (menu: HTMLElement) => ({
    button: menu.querySelector<HTMLButtonElement>('.dropdown-toggle')!,
    list: menu.querySelector<HTMLElement>('.dropdown-list')!,
  });
  const setOpen = (menu: HTMLElement, open: boolean) => {
    const { button, list } = parts(menu);
    button.setAttribute('aria-expanded', String(open));
    list.hidden = !open;
  };
  const closeAll = (except?: HTMLElement) => menus.filter((menu) => menu !== except).forEach((menu) => setOpen(menu, false));

  for (const menu of menus) {
    const { button, list } = parts(menu);
    button.addEventListener('click', () => {
      const open = button.getAttribute('aria-expanded') !== 'true';
      closeAll(menu);
      setOpen(menu, open);
      if (open) list.querySelector<HTMLElement>('a, button')?.focus();
    });
    menu.addEventListener('keydown', (event) => {
      const items = [...list.querySelectorAll<HTMLElement>('a, button')];
      const index = items.indexOf(document.activeElement as HTMLElement);
      if (event.key === 'Escape' && !list.hidden) {
        event.stopPropagation();
        setOpen(menu, false);
        button.focus();
      } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && !list.hidden) {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        items[(index + step + items.length) % items.length]?.focus();
      }
    });
    menu.addEventListener('focusout', (event) => {
      if (!menu.contains(event.relatedTarget as Node | null)) setOpen(menu, false);
    });
  }
  document.addEventListener('click', (event) => {
    if (!(event.target as Element).closest('[data-dropdown]')) closeAll();
  });

  document.querySelectorAll<HTMLButtonElement>('[data-currency-option]').forEach((option) =>
    option.addEventListener('click', () => {
      const currency = option.dataset.currencyOption;
      if (isCurrency(currency)) chooseCurrency(currency);
      closeAll();
      document.querySelector<HTMLButtonElement>('[data-currency-toggle]')?.focus();
    }),
  );
  document.querySelectorAll<HTMLAnchorElement>('[data-language-option]').forEach((option) =>
    option.addEventListener('click', () => rememberLanguage(option.dataset.languageOption ?? '')),
  );
}

const REVEAL_THRESHOLD = 0.1;

/** Items fade in upward once, when at least 10% visible. */
function revealOnScroll(): void {
  const items = document.querySelectorAll('.reveal');
  if (!('IntersectionObserver' in window)) {
    items.forEach((item) => item.classList.add('is-visible'));
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        // Browsers that follow the spec to the letter also report an item as soon as any of it shows.
        if (!entry.isIntersecting || entry.intersectionRatio < REVEAL_THRESHOLD) continue;
        entry.target.classList.add('is-visible');
        observer.unobserve(entry.target);
      }
    },
    { threshold: REVEAL_THRESHOLD },
  );
  items.forEach((item) => observer.observe(item));
}

/**
 * The banner shows while no readable choice is stored; its quick choices store one. Customize and
 * the footer's button open the settings panel.
 */
function consentControls(): void {
  if (!storedConsent()) document.documentElement.classList.add('needs-consent');
  document.querySelectorAll<HTMLButtonElement>('[data-consent-choice]').forEach((button) =>
    button.addEventListener('click', () => storeConsent(button.dataset.consentChoice === 'all' ? ACCEPT_ALL : ESSENTIAL_ONLY)),
  );
  document.querySelectorAll('[data-cookie-settings]').forEach((button) =>
    button.addEventListener('click', () => window.openCookieSettings?.()),
  );
  window.addEventListener(CONSENT_CHANGED_EVENT, (event) => followConsent((event as ConsentChangedEvent).detail));
}

navigationBar();
dropdowns();
revealOnScroll();
consentControls();
metaPixelFollowsConsent();
