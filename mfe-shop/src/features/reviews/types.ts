export interface Review {
  id: number;
  product_id: number;
  rating: number;
  title?: string | null;
  review: string;
  review_date: string;
  updated_at?: string;
  reviewer?: { id: number | null; name: string } | null;
  user_name?: string | null;
  anonym?: number | boolean;
  verified_purchase?: boolean;
  checked?: number;
  is_own?: boolean;
}

export interface RatingSummary {
  avg_rating: number;
  total_review: number;
  count_by_rating: { rating_1: number; rating_2: number; rating_3: number; rating_4: number; rating_5: number };
}

export interface ReviewViewer {
  logged_in: boolean;
  can_review: boolean;
  reason?: string | null;
  own_review?: { id: number; rating: number; title?: string | null; review: string; anonym?: number | boolean } | null;
}

export interface ReviewOverview {
  summary: RatingSummary;
  policy: { only_verified_buyers: boolean; text: string };
  viewer: ReviewViewer;
}

export interface ReviewInput {
  rating: number;
  review: string;
  title?: string;
  anonym?: boolean;
}

export interface ReportReason {
  value: string;
  label: string;
}
