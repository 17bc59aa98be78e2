import type { Page } from '@playwright/test';

export function scrollToFooter(page: Page, options?: { timeoutMs?: number }): Promise<void>;
