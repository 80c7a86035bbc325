import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyActivations } from './early-activations';

/** A press or a submit that reaches the page before the app has hydrated (issue 12, page loading). */
describe('holdEarlyActivations', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('holds a button press and presses the button again once the app is ready', () => {
    document.body.innerHTML = '<button type="button">Menu</button>';
    const button = document.querySelector('button')!;
    const activations = holdEarlyActivations();
    const pressed = vi.fn();
    button.addEventListener('click', pressed);

    button.click();
    expect(pressed).not.toHaveBeenCalled();

    activations.replay();
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('holds a form submit, so the browser does not send it as a plain GET, and submits it again', () => {
    document.body.innerHTML = '<form><input name="email" value="a@example.com" /><button type="submit">Send</button></form>';
    const form = document.querySelector('form')!;
    const activations = holdEarlyActivations();
    const submitted = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submitted);
    document.querySelector('button')!.click();
    expect(submitted).not.toHaveBeenCalled();

    activations.replay();
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(form.querySelector('input')!.value).toBe('a@example.com');
  });

  it('leaves links alone until the app starts to take the page over', () => {
    document.body.innerHTML = '<a href="#next">Next</a>';
    const activations = holdEarlyActivations();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('a')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    activations.release();
  });

  it('repeats the presses and submits the page bootstrap held before it, in order', () => {
    document.body.innerHTML = '<button type="button">Menu</button><form><button type="submit">Send</button></form>';
    const order: string[] = [];
    const menu = document.querySelector('button')!;
    const form = document.querySelector('form')!;
    const cancelled = (event: Event) => (event.preventDefault(), event);
    const heldBefore: Event[] = [];
    document.addEventListener('click', (event) => heldBefore.push(cancelled(event)), { capture: true, once: true });
    menu.click();
    document.addEventListener('submit', (event) => heldBefore.push(cancelled(event)), { capture: true, once: true });
    form.requestSubmit();
    menu.addEventListener('click', () => order.push('menu'));
    form.addEventListener('submit', (event) => (event.preventDefault(), order.push('submit')));

    holdEarlyActivations(heldBefore).replay();
    expect(order).toEqual(['menu', 'submit']);
  });

  it('forgets what it held when the app could not start', () => {
    document.body.innerHTML = '<button type="button">Menu</button>';
    const button = document.querySelector('button')!;
    const activations = holdEarlyActivations();
    const pressed = vi.fn();
    button.addEventListener('click', pressed);
    button.click();

    activations.release();
    expect(pressed).not.toHaveBeenCalled();
    button.click();
    expect(pressed).toHaveBeenCalledTimes(1);
  });
});

describe('holdEarlyActivations once the app has started to load', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('holds a link click and repeats it once the app is ready', () => {
    document.body.innerHTML = '<a href="#next">Next</a>';
    const link = document.querySelector('a')!;
    const activations = holdEarlyActivations();
    activations.holdLinks();
    const followed = vi.fn((event: Event) => event.preventDefault());
    link.addEventListener('click', followed);

    link.click();
    expect(followed).not.toHaveBeenCalled();
    activations.replay();
    expect(followed).toHaveBeenCalledTimes(1);
  });

  it('follows a held link the app replaced while it took the page over, through the link that replaced it', () => {
    document.body.innerHTML = '<a href="/blogs/post">Read More</a>';
    const activations = holdEarlyActivations();
    activations.holdLinks();
    document.querySelector('a')!.click();
    document.body.innerHTML = '<a href="/blogs/post">Read More</a>';
    const followed = vi.fn((event: Event) => event.preventDefault());
    document.querySelector('a')!.addEventListener('click', followed);

    activations.replay();
    expect(followed).toHaveBeenCalledTimes(1);
  });

  it('still follows a held link, as a plain link, when the app could not start', () => {
    document.body.innerHTML = '<a href="#next">Next</a><button type="button">Menu</button>';
    const activations = holdEarlyActivations();
    activations.holdLinks();
    const followed = vi.fn((event: Event) => event.preventDefault());
    const pressed = vi.fn();
    document.querySelector('a')!.addEventListener('click', followed);
    document.querySelector('button')!.addEventListener('click', pressed);
    document.querySelector('a')!.click();
    document.querySelector('button')!.click();

    activations.release();
    expect(followed).toHaveBeenCalledTimes(1);
    expect(pressed).not.toHaveBeenCalled();
  });

  it('leaves a link opened in a new tab alone', () => {
    document.body.innerHTML = '<a href="#next" target="_blank">Next</a>';
    const activations = holdEarlyActivations();
    activations.holdLinks();
    const reached = vi.fn((event: Event) => event.preventDefault());
    document.querySelector('a')!.addEventListener('click', reached);
    document.querySelector('a')!.click();
    expect(reached).toHaveBeenCalledTimes(1);
    activations.release();
  });
});
