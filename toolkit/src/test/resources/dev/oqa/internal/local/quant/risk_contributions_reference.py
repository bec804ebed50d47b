#!/usr/bin/env python3
"""Reference values for PortfolioOptimizerTest.eulerRiskContributionsMatchMatlabExample, computed independently of
the toolkit with Python's exact rational arithmetic (fractions), then rounded once to double.

Inputs: MathWorks' portfolioRiskContribution example (covariance and weights as published, weights to 4 dp).
Euler risk contributions: RC_i = w_i (Σw)_i / σ_p, σ_p = sqrt(wᵀΣw); shares RC_i / σ_p = w_i (Σw)_i / wᵀΣw.
The shares are exact rationals; only σ_p needs one square root. Run: python3 risk_contributions_reference.py
"""
from fractions import Fraction as F
import math

cov = [[".01", ".0075", ".01", ".015"], [".0075", ".0225", ".015", ".0225"],
       [".01", ".015", ".04", ".045"], [".015", ".0225", ".045", ".09"]]
w = [".4101", ".2734", ".1899", ".1266"]
cov = [[F(x) for x in row] for row in cov]
w = [F(x) for x in w]
sw = [sum(cov[i][j] * w[j] for j in range(4)) for i in range(4)]
var = sum(w[i] * sw[i] for i in range(4))
print("vol", repr(math.sqrt(var.numerator / var.denominator)))
for i in range(4):
    print("share", i, repr(float(w[i] * sw[i] / var)))
