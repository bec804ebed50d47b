package dev.oqa.model;

import java.math.BigInteger;

/**
 * A decimal {@code w × 10^q} to the nearest double, by the Eisel–Lemire algorithm (Lemire, "Number parsing at a
 * gigabyte per second", Software: Practice and Experience 51(8), 2021): the significand, normalised, times a 128-bit
 * approximation of 5<sup>q</sup> gives the double's 53 bits and its rounding, except when the product lies too close to
 * a halfway point to decide; then it answers NaN and the caller parses the text exactly. This is the variant with
 * that fallback (the paper's Algorithm 1), so every answer it does give is the correctly rounded one.
 *
 * <p>The approximations of 5<sup>q</sup>, for q from -342 to 308, are the paper's table (the 128 most significant bits
 * of 5<sup>q</sup>, for negative q of 2<sup>b</sup>/5<sup>-q</sup> rounded up), computed exactly with
 * {@link BigInteger} the first time each power is needed: a chain uses a handful.
 */
final class EiselLemire {
    private EiselLemire() {}

    private static final int SMALLEST = -342, LARGEST = 308;
    private static final BigInteger FIVE = BigInteger.valueOf(5), TWO_128 = BigInteger.ONE.shiftLeft(128),
            LOW_64 = BigInteger.ONE.shiftLeft(64).subtract(BigInteger.ONE);

    /** The 128-bit approximation of one power of five: immutable, so shared between threads without locks. */
    record Power(long high, long low) {}

    private static final Power[] POWERS = new Power[LARGEST - SMALLEST + 1];

    /** {@code ±w × 10^q} correctly rounded, for {@code w > 0}; NaN when this algorithm cannot decide. */
    static double toDouble(long w, int q, boolean negative) {
        if (w <= 0 || q < SMALLEST || q > LARGEST) return Double.NaN;
        Power p = power(q);
        long exponent = (((152170L + 65536L) * q) >> 16) + 1024 + 63;   // floor(log2(10^q)) + bias + 63
        int lz = Long.numberOfLeadingZeros(w);
        long i = w << lz;
        long lower = i * p.high;
        long upper = Math.unsignedMultiplyHigh(i, p.high);
        if ((upper & 0x1FF) == 0x1FF && Long.compareUnsigned(lower + i, lower) < 0) {
            // The first 64 bits of 5^q may not be enough: add the product with the next 64.
            long productLow = i * p.low;
            long productMiddle2 = Math.unsignedMultiplyHigh(i, p.low);
            long productMiddle = lower + productMiddle2;
            long productHigh = upper;
            if (Long.compareUnsigned(productMiddle, lower) < 0) productHigh++;
            if (productMiddle + 1 == 0 && (productHigh & 0x1FF) == 0x1FF && Long.compareUnsigned(productLow + i, productLow) < 0)
                return Double.NaN;
            upper = productHigh;
            lower = productMiddle;
        }
        long upperBit = upper >>> 63;
        long mantissa = upper >>> (upperBit + 9);
        lz += (int) (1 ^ upperBit);
        if (lower == 0 && (upper & 0x1FF) == 0 && (mantissa & 3) == 1) return Double.NaN;   // exactly halfway, perhaps
        mantissa += mantissa & 1;
        mantissa >>>= 1;
        if (mantissa >= 1L << 53) {
            mantissa = 1L << 52;
            lz--;
        }
        mantissa &= ~(1L << 52);
        long realExponent = exponent - lz;
        if (realExponent < 1 || realExponent > 2046) return Double.NaN;   // subnormal or infinite: left to the exact parser
        long bits = mantissa | realExponent << 52 | (negative ? 1L << 63 : 0);
        return Double.longBitsToDouble(bits);
    }

    private static Power power(int q) {
        Power p = POWERS[q - SMALLEST];
        if (p == null) POWERS[q - SMALLEST] = p = compute(q);
        return p;
    }

    /** The table's entry for 5^q, as the paper's generator computes it. */
    static Power compute(int q) {
        BigInteger c;
        if (q >= 0) {
            c = FIVE.pow(q);
            int shift = 128 - c.bitLength();   // the most significant bit at position 127, the rest truncated
            c = shift >= 0 ? c.shiftLeft(shift) : c.shiftRight(-shift);
        } else {
            BigInteger five = FIVE.pow(-q);
            int z = five.bitLength();          // the least z with 2^z >= 5^-q (never equal: 5^-q is odd)
            if (q >= -27) {
                c = BigInteger.ONE.shiftLeft(z + 127).divide(five).add(BigInteger.ONE);
            } else {
                c = BigInteger.ONE.shiftLeft(2 * z + 128).divide(five).add(BigInteger.ONE);
                while (c.compareTo(TWO_128) >= 0) c = c.shiftRight(1);
            }
        }
        return new Power(c.shiftRight(64).longValue(), c.and(LOW_64).longValue());
    }
}
