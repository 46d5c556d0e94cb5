// The buyer's comments (api-contract "Catalogue", server modules/comment): posting a review of a bought
// item and the buyer's own reviews — wire shapes.
import { COMMENT_MAX_IMAGES } from '../constants.ts';

/** POST /p/prodComm: a review of one item of a completed order. `pics`: comma-separated upload URLs. */
export interface ProdCommParam {
  prodId: number;
  orderItemId: number;
  /** 1-5 stars. */
  score: number;
  /** 1-150 characters (domain `commentContentSchema`). */
  content: string;
  /** Up to COMMENT_MAX_IMAGES URLs, comma-separated ('' for none). */
  pics: string;
  /** 1: the review shows without the buyer's name. */
  isAnonymous: 0 | 1;
  /** 0 good (4-5 stars), 1 medium (3), 2 poor (1-2). */
  evaluate: 0 | 1 | 2;
}

/** The `evaluate` class of a score: 4-5 good (0), 3 medium (1), 1-2 poor (2). */
export function evaluateOfScore(score: number): 0 | 1 | 2 {
  if (score >= 4) return 0;
  if (score === 3) return 1;
  return 2;
}

/** The comma-separated `pics` of a review body from its image URLs (at most COMMENT_MAX_IMAGES). */
export function joinPics(urls: readonly string[]): string {
  return urls.slice(0, COMMENT_MAX_IMAGES).join(',');
}

/**
 * The image URLs of a comma-separated `pics` field (null or '' -> none). A comma splits only where the
 * next URL begins (a path, http(s), data: or blob:), so the comma inside a data URL stays in it.
 */
export function splitPics(pics: string | null | undefined): string[] {
  return (pics ?? '')
    .split(/,(?=\s*(?:\/|https?:|data:|blob:))/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** A record of GET /p/prodComm/myCommList: one of the buyer's reviews with its product. */
export interface MyComment {
  prodCommId: number;
  prodId: number;
  orderItemId: number;
  orderNumber: string;
  prodName: string;
  skuName: string;
  /** The product's picture. */
  prodPic: string;
  score: number;
  content: string;
  /** Comma-separated image URLs ('' or null: none). */
  pics: string | null;
  isAnonymous: number;
  evaluate: number;
  recTime: string;
  replyContent: string | null;
}
