"""Reference for CorrelationClustering: SciPy's average-linkage dendrogram on d = sqrt(2(1 - rho)).

Input: the correlation matrix of the local engine's asset-correlation answer (bin/oqa corr --local --format json),
read from the file given as the first argument. Prints the leaf order (tickers) and the merge heights.
Run: bench/reference/.venv/bin/python bench/reference/scipy_cluster_order.py corr.json
"""
import json
import sys

import numpy as np
from scipy.cluster.hierarchy import leaves_list, linkage
from scipy.spatial.distance import squareform

data = json.load(open(sys.argv[1]))
cm = data["correlation_matrix"]
rho = np.array(cm["matrix"], dtype=float)
d = np.sqrt(np.clip(2 * (1 - rho), 0, None))
np.fill_diagonal(d, 0)
z = linkage(squareform(d, checks=False), method="average")
print("tickers", cm["tickers"])
print("matrix", json.dumps(cm["matrix"]))
print("order", [cm["tickers"][i] for i in leaves_list(z)])
print("heights", z[:, 2].tolist())
