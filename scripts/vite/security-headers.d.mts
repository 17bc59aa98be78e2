import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';

export function allowedInlineScripts(html: string): string[];
export function devCsp(html: string): string;
export function devSecurityHeaders(req: IncomingMessage, res: ServerResponse, next: () => void): void;
export function securityHeaders(): Plugin;
